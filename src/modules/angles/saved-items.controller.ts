import { Body, Controller, Delete, Get, Param, Post, Query } from '@nestjs/common';
import { ClientChoiceQueryDto } from '../clients/index.js';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access } from '../../common/auth/access.js';
import type { SavedItem } from '../../contracts/campaigns.contract.js';
import { CurrentUserId } from '../../common/auth/access.js';
import { ParseIdPipe } from '../../common/validation/parse-id.pipe.js';
import { SaveItemDto } from './dto/save-item.dto.js';
import { SavedItemsService } from './saved-items.service.js';

@ApiTags('saved')
@Access('member')
@Controller('saved-items')
export class SavedItemsController {
  constructor(private readonly saved: SavedItemsService) {}

  @Post()
  @ApiOperation({ summary: 'Save an angle for the signed-in user (saving the same angle twice keeps one saved item)' })
  save(@CurrentUserId() userId: number, @Body() body: SaveItemDto): Promise<SavedItem> {
    // The body's userId is accepted (the spec's client sends it) and ignored: saves belong to the signed-in user.
    return this.saved.save(userId, body);
  }

  @Get()
  @ApiOperation({
    summary: 'The signed-in user’s saved angles, newest first; with ?clientId=N only those written for that client',
    description: 'Each carries clientId, the client its angle was written for (null: none). 400 for a malformed clientId.',
  })
  list(@CurrentUserId() userId: number, @Query() query: ClientChoiceQueryDto): Promise<SavedItem[]> {
    return this.saved.list(userId, query.clientId);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Remove a saved angle; it reappears in its trending item’s angle list' })
  async remove(@CurrentUserId() userId: number, @Param('id', new ParseIdPipe('saved item id')) id: number): Promise<{ success: true }> {
    await this.saved.remove(userId, id);
    return { success: true };
  }
}
