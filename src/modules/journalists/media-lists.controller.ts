import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { MediaList, MediaListDetail } from '../../contracts/journalists.contract.js';
import { Access } from '../../common/auth/access.js';
import { ParseIdPipe } from '../../common/validation/parse-id.pipe.js';
import { ExportMediaListQueryDto } from './dto/export-media-list-query.dto.js';
import { MediaListInputDto } from './dto/media-list-input.dto.js';
import { MediaListMemberDto } from './dto/media-list-member.dto.js';
import { MediaListsService } from './media-lists.service.js';

const LIST_FIELDS = '400 naming the field: name (1–100 characters), clientId (a client id or null); 404 for an unknown client.';

@ApiTags('journalists')
@Access('member')
@Controller('media-lists')
export class MediaListsController {
  constructor(private readonly lists: MediaListsService) {}

  @Get()
  @ApiOperation({ summary: 'Every media list, newest first: [{ id, name, clientId, memberCount, createdAt, updatedAt }]' })
  list(): Promise<MediaList[]> {
    return this.lists.list();
  }

  @Post()
  @ApiOperation({ summary: 'Create a media list { name, clientId? }; 201 with the list and its members', description: LIST_FIELDS })
  create(@Body() body: MediaListInputDto): Promise<MediaListDetail> {
    return this.lists.create(body);
  }

  @Get(':id')
  @ApiOperation({ summary: 'A media list with members: [{ journalist, note, addedAt }] in the order added; 404 for an unknown list' })
  get(@Param('id', new ParseIdPipe('media list id')) id: number): Promise<MediaListDetail> {
    return this.lists.get(id);
  }

  @Put(':id')
  @ApiOperation({
    summary: 'Rename a media list and set its client { name, clientId? } (left out or null: none)',
    description: `${LIST_FIELDS} 404 for an unknown list.`,
  })
  update(@Param('id', new ParseIdPipe('media list id')) id: number, @Body() body: MediaListInputDto): Promise<MediaListDetail> {
    return this.lists.update(id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a media list (its journalists stay in the directory); 404 for an unknown list' })
  async remove(@Param('id', new ParseIdPipe('media list id')) id: number): Promise<void> {
    await this.lists.remove(id);
  }

  @Post(':id/members')
  @ApiOperation({
    summary: 'Add a journalist to a media list { journalistId, note? }; adding one who is on it already replaces the note',
    description: '201 with the list. 400 naming the field; 404 for an unknown list or journalist.',
  })
  addMember(@Param('id', new ParseIdPipe('media list id')) id: number, @Body() body: MediaListMemberDto): Promise<MediaListDetail> {
    return this.lists.addMember(id, body);
  }

  @Delete(':id/members/:journalistId')
  @ApiOperation({ summary: 'Take a journalist off a media list; 200 with the list, 404 when the list is unknown or they are not on it' })
  removeMember(
    @Param('id', new ParseIdPipe('media list id')) id: number,
    @Param('journalistId', new ParseIdPipe('journalist id')) journalistId: number,
  ): Promise<MediaListDetail> {
    return this.lists.removeMember(id, journalistId);
  }

  @Get(':id/export')
  @ApiProduces('text/csv')
  @ApiOperation({
    summary: 'A media list as CSV (?format=csv): Name, Outlet, Beats, Last byline, E-mail (only when the team added one), Note',
    description:
      'Formula-safe: a cell starting with =, +, - or @ gets a leading apostrophe. 400 for another format; 404 for an unknown list.',
  })
  async export(
    @Param('id', new ParseIdPipe('media list id')) id: number,
    @Query() _query: ExportMediaListQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<string> {
    const { fileName, csv } = await this.lists.exportCsv(id);
    response.setHeader('content-type', 'text/csv; charset=utf-8');
    response.setHeader('content-disposition', `attachment; filename="${fileName}"`);
    return csv;
  }
}
