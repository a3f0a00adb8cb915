import { Body, Controller, Delete, Get, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access } from '../../common/auth/access.js';
import type { SavedItem } from '../../contracts/campaigns.contract.js';
import { ParseIdPipe } from '../../common/validation/parse-id.pipe.js';
import { SaveItemDto } from './dto/save-item.dto.js';
import { SavedItemsService } from './saved-items.service.js';

@ApiTags('saved')
@Access('member')
@Controller('saved-items')
export class SavedItemsController {
  constructor(private readonly saved: SavedItemsService) {}

  @Post()
  @ApiOperation({ summary: 'Save an angle (saving the same angle twice keeps one saved item)' })
  save(@Body() body: SaveItemDto): Promise<SavedItem> {
    return this.saved.save(body);
  }

  @Get()
  @ApiOperation({ summary: 'Saved angles, newest first' })
  list(): Promise<SavedItem[]> {
    return this.saved.list();
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Remove a saved angle; it reappears in its trending item’s angle list' })
  async remove(@Param('id', new ParseIdPipe('saved item id')) id: number): Promise<{ success: true }> {
    await this.saved.remove(id);
    return { success: true };
  }
}
