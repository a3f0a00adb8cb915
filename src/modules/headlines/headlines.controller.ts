import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access } from '../../common/auth/access.js';
import { HEADLINE_MAX_LENGTH, type HeadlineAnalysis, type WordEmotionScore } from '../../contracts/headlines.contract.js';
import { AnalyzeHeadlineDto, HEADLINE_WITHOUT_WORD_MESSAGE, HeadlineRequestDto } from './dto/headline-request.dto.js';
import { HeadlinesService } from './headlines.service.js';
import { RateLimited } from '../../common/rate-limit/rate-limit.guard.js';

@ApiTags('headlines')
@Access('member')
@Controller()
export class HeadlinesController {
  constructor(private readonly headlines: HeadlinesService) {}

  @Post('analyze-headline')
  @RateLimited()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Score a headline (1-10 metrics, readability, type, suggestions) and suggest up to 5 alternatives that score at least as well',
    description:
      `400 "Headline required", "Headline too short", "Headline too long (at most ${HEADLINE_MAX_LENGTH} characters)" or ` +
      `"${HEADLINE_WITHOUT_WORD_MESSAGE}" (no letter or digit), or "trendingItemId must be a positive whole number". ` +
      "With trendingItemId (the angle's trending item), the alternatives are written with the item's title, text, publication and " +
      'market in view; an unknown id answers 404 "Trending item N does not exist." and analyses nothing. ' +
      'The same headline always gets the same metrics. ' +
      'alternativesBy names the generator (built-in or the model) whenever it ran; with it and an empty alternatives list, none of ' +
      'the rewrites scored as well as the headline. When the AI provider fails, alternatives is empty and alternativesError says why.',
  })
  analyze(@Body() body: AnalyzeHeadlineDto): Promise<HeadlineAnalysis> {
    return this.headlines.analyze(body.headline, body.trendingItemId ?? null);
  }

  @Post('headline/emotion-analysis')
  @RateLimited()
  @HttpCode(200)
  @ApiOperation({
    summary: "Per-word scores (0-1) for Curiosity, Urgency, Surprise, Joy, Fear, Trust and Anticipation, with each word's intensity",
    description: 'Same 400 messages as analyze-headline.',
  })
  emotionAnalysis(@Body() body: HeadlineRequestDto): WordEmotionScore[] {
    return this.headlines.emotions(body.headline);
  }
}
