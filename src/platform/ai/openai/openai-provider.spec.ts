import { jest } from '@jest/globals';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AiEngine } from '../ai-engine.js';
import { AiInvalidAnswerError, AiTimeoutError, AiUpstreamError } from '../ai-errors.js';
import { InMemoryGenerationCache } from '../generation-cache.js';
import { z } from 'zod';
import { defineAiTask } from '../ai-task.js';
import { createGuardedWebFetch } from '../../http/guarded-web-fetch.js';
import { OpenAiProvider, type OpenAiProviderOptions } from './openai-provider.js';

type ChatRequest = {
  headers: IncomingMessage['headers'];
  body: {
    model: string;
    messages: Array<{ role: string; content: string }>;
    response_format: { type: string; json_schema: { name: string; strict: boolean; schema: unknown } };
  };
};
type Handler = (request: ChatRequest, res: ServerResponse, index: number) => void;

/** A local OpenAI-compatible server speaking POST /v1/chat/completions, counting requests and overlap. */
async function startFakeOpenAi(handler: Handler) {
  const requests: ChatRequest[] = [];
  let active = 0;
  let maxActive = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      const request = { headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatRequest['body'] };
      requests.push(request);
      active += 1;
      maxActive = Math.max(maxActive, active);
      res.on('close', () => (active -= 1));
      handler(request, res, requests.length - 1);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    get maxActive() {
      return maxActive;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A chat.completion body as OpenAI sends it. */
function completion(content: string, finishReason = 'stop') {
  return JSON.stringify({
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1_700_000_000,
    model: 'test-model',
    choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, logprobs: null, finish_reason: finishReason }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  });
}

function reply(res: ServerResponse, content: string, delayMs = 0) {
  setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end(completion(content)), delayMs);
}

type RewriteInput = { headline: string; weaknesses: Array<{ metric: string; score: number }> };

/** A task shaped like the product's ones: a list answer and a cross-check that needs the input. */
const headlineAlternativesTask = defineAiTask({
  name: 'headline-alternatives',
  answerSchema: z.strictObject({ alternatives: z.array(z.string().min(1)).min(3).max(3) }).transform((answer) => answer.alternatives),
  prompt: (input: RewriteInput) => ({ system: 'Rewrite headlines.', user: `Rewrite: ${input.headline}` }),
  crossCheck: (input, alternatives) =>
    alternatives
      .filter((alternative) => alternative.toLowerCase() === input.headline.toLowerCase())
      .map(() => 'alternatives: repeats the original headline'),
});

const INPUT: RewriteInput = {
  headline: 'Apple launches free repair program for MacBook keyboards',
  weaknesses: [{ metric: 'emotionalImpact', score: 3 }],
};
const VALID = JSON.stringify({
  alternatives: [
    'Apple will fix your broken MacBook keyboard for free',
    'Got a sticky MacBook key? Apple now repairs it free',
    'Apple admits MacBook keyboard fault and offers free repairs',
  ],
});

let fake: Awaited<ReturnType<typeof startFakeOpenAi>> | null = null;
afterEach(async () => {
  await fake?.close();
  fake = null;
});

function provider(baseUrl: string, options: Partial<OpenAiProviderOptions> = {}) {
  return new OpenAiProvider({ apiKey: 'sk-test', baseUrl, model: 'test-model', timeoutMs: 5000, maxConcurrency: 4, ...options });
}

describe(OpenAiProvider.name, () => {
  describe('generate', () => {
    describe('when the server answers with valid JSON', () => {
      it('should return it through the engine, marked as made by the model', async () => {
        fake = await startFakeOpenAi((_request, res) => reply(res, VALID));
        const engine = new AiEngine({ provider: provider(fake.baseUrl), cache: new InMemoryGenerationCache() });

        const result = await engine.generate(headlineAlternativesTask, INPUT);

        expect(result.output).toHaveLength(3);
        expect(result.generator).toEqual({ provider: 'openai', model: 'test-model' });
      });

      it('should ask for strict structured output with the task schema, the model and the key', async () => {
        fake = await startFakeOpenAi((_request, res) => reply(res, VALID));
        await provider(fake.baseUrl).generate(headlineAlternativesTask, INPUT);

        const [request] = fake.requests;
        expect(request!.headers.authorization).toBe('Bearer sk-test');
        expect(request!.body.model).toBe('test-model');
        expect(request!.body.response_format).toEqual({
          type: 'json_schema',
          json_schema: { name: 'headline-alternatives', strict: true, schema: headlineAlternativesTask.jsonSchema },
        });
        expect(request!.body.messages.map((message) => message.role)).toEqual(['system', 'user']);
        expect(request!.body.messages[1]!.content).toContain(INPUT.headline);
      });
    });

    describe('when the server answers with invalid JSON twice', () => {
      it('should retry once with the problems, then fail with the 502 invalid-answer error', async () => {
        fake = await startFakeOpenAi((_request, res) => reply(res, '{"alternatives": ["unfinished'));

        const error = await provider(fake.baseUrl)
          .generate(headlineAlternativesTask, INPUT)
          .catch((caught: unknown) => caught);

        expect(error).toBeInstanceOf(AiInvalidAnswerError);
        expect(error).toMatchObject({ statusCode: 502, message: "The AI provider's answer was invalid. Please try again." });
        expect(fake.requests).toHaveLength(2);
        const repair = fake.requests[1]!.body.messages;
        expect(repair.map((message) => message.role)).toEqual(['system', 'user', 'assistant', 'user']);
        expect(repair[3]!.content).toMatch(/rejected by our validator[\s\S]*not valid JSON/);
      });
    });

    describe('when the first answer fails validation and the second is right', () => {
      it('should return the repaired answer', async () => {
        fake = await startFakeOpenAi((_request, res, index) =>
          reply(res, index === 0 ? JSON.stringify({ alternatives: [INPUT.headline, 'Two', 'Three'] }) : VALID),
        );

        const answer = await provider(fake.baseUrl).generate(headlineAlternativesTask, INPUT);

        expect(answer).toEqual(JSON.parse(VALID));
        expect(fake.requests[1]!.body.messages[3]!.content).toContain('repeats the original headline');
      });
    });

    describe('when the server says 429 with Retry-After', () => {
      afterEach(() => jest.useRealTimers());

      it('should wait as long as told, then retry', async () => {
        // A fake clock, so the wait is read off the clock instead of timed; the sockets stay real.
        jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
        let refusedAt = 0;
        fake = await startFakeOpenAi((_request, res, index) => {
          if (index > 0) return reply(res, VALID);
          refusedAt = Date.now();
          res.writeHead(429, { 'retry-after': '2', 'content-type': 'application/json' }).end('{"error":{"message":"slow down"}}');
        });

        const answer = provider(fake.baseUrl).generate(headlineAlternativesTask, INPUT);
        // Let the sockets work between ticks of the fake clock until the retry arrives.
        while (fake.requests.length < 2) {
          await new Promise((resolve) => setImmediate(resolve));
          await jest.advanceTimersByTimeAsync(50);
        }
        const retriedAt = Date.now();

        expect(await answer).toEqual(JSON.parse(VALID));
        // Two seconds as told, not the SDK's own backoff of half a second.
        expect(retriedAt - refusedAt).toBeGreaterThanOrEqual(2_000);
      });
    });

    describe('when the server keeps failing with 503', () => {
      it('should give up after the bounded retries with an upstream error', async () => {
        fake = await startFakeOpenAi((_request, res) =>
          res.writeHead(503, { 'retry-after-ms': '10', 'content-type': 'application/json' }).end('{"error":{"message":"overloaded"}}'),
        );

        const error = await provider(fake.baseUrl, { maxRetries: 2 })
          .generate(headlineAlternativesTask, INPUT)
          .catch((caught: unknown) => caught);

        expect(error).toBeInstanceOf(AiUpstreamError);
        expect(error).toMatchObject({ upstreamStatus: 503, statusCode: 502 });
        expect(fake.requests).toHaveLength(3);
      });
    });

    describe('when the key is rejected', () => {
      it('should fail at once, naming the setting to check', async () => {
        fake = await startFakeOpenAi((_request, res) =>
          res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":{"message":"Incorrect API key provided"}}'),
        );

        const error = await provider(fake.baseUrl)
          .generate(headlineAlternativesTask, INPUT)
          .catch((caught: unknown) => caught);

        expect(error).toBeInstanceOf(AiUpstreamError);
        expect((error as Error).message).toContain('OPENAI_API_KEY');
        expect(fake.requests).toHaveLength(1);
      });
    });

    describe('when the server hangs', () => {
      it('should fail with a timeout error naming the configured time', async () => {
        fake = await startFakeOpenAi(() => undefined);

        // The server never answers: only the configured deadline can end the call, with its own error.
        const error = await provider(fake.baseUrl, { timeoutMs: 300 })
          .generate(headlineAlternativesTask, INPUT)
          .catch((caught: unknown) => caught);

        expect(error).toBeInstanceOf(AiTimeoutError);
        expect((error as Error).message).toContain('AI_TIMEOUT_MS=300');
      });
    });

    describe('when the same request is made again through the engine', () => {
      it('should answer from the cache without a second call', async () => {
        fake = await startFakeOpenAi((_request, res) => reply(res, VALID));
        const engine = new AiEngine({ provider: provider(fake.baseUrl), cache: new InMemoryGenerationCache() });

        await engine.generate(headlineAlternativesTask, INPUT);
        const second = await engine.generate(headlineAlternativesTask, { ...INPUT });

        expect(second.cached).toBe(true);
        expect(fake.requests).toHaveLength(1);
      });
    });

    describe('when more calls arrive than the concurrency limit', () => {
      it('should never have more requests in flight than the limit', async () => {
        fake = await startFakeOpenAi((_request, res) => reply(res, VALID, 80));
        const limited = provider(fake.baseUrl, { maxConcurrency: 2 });

        const answers = await Promise.all(
          Array.from({ length: 7 }, (_, index) =>
            limited.generate(headlineAlternativesTask, { ...INPUT, headline: `${INPUT.headline} ${index}` }),
          ),
        );

        expect(answers).toHaveLength(7);
        expect(fake.requests).toHaveLength(7);
        expect(fake.maxActive).toBe(2);
      });
    });
  });

  describe('probe', () => {
    describe('when the server answers the connection check', () => {
      it('should make one structured-output call', async () => {
        fake = await startFakeOpenAi((_request, res) => reply(res, '{"reply":"OK"}'));

        await provider(fake.baseUrl).probe(2000);

        expect(fake.requests).toHaveLength(1);
        expect(fake.requests[0]!.body).toMatchObject({ model: 'test-model', response_format: { type: 'json_schema' } });
      });
    });

    describe('when the server fails or answers something else', () => {
      it('should not retry, and not send the answer back for repair', async () => {
        fake = await startFakeOpenAi((_request, res, index) =>
          index === 0 ? res.writeHead(503, { 'content-type': 'application/json' }).end('{"error":{"message":"down"}}') : reply(res, 'hi'),
        );
        await expect(provider(fake.baseUrl, { maxRetries: 2 }).probe(2000)).rejects.toMatchObject({ upstreamStatus: 503 });
        await expect(provider(fake.baseUrl).probe(2000)).rejects.toBeInstanceOf(AiInvalidAnswerError);
        expect(fake.requests).toHaveLength(2);
      });
    });

    describe('when the key is rejected and the settings come from the Settings screen', () => {
      it('should point to Settings, not to the environment', async () => {
        fake = await startFakeOpenAi((_request, res) => res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":{}}'));

        const error = await provider(fake.baseUrl, { configuredIn: 'settings' })
          .probe(2000)
          .catch((caught: unknown) => caught);

        expect(error).toMatchObject({
          upstreamStatus: 401,
          reason: 'status',
          detail: 'the API key was rejected (check the API key in Settings)',
        });
      });
    });
  });

  describe('with the guarded fetch (a base URL typed in Settings)', () => {
    it('should reach an allow-listed server', async () => {
      fake = await startFakeOpenAi((_request, res) => reply(res, VALID));
      const allowHosts = [new URL(fake.baseUrl).host];

      const answer = await provider(fake.baseUrl, { fetch: createGuardedWebFetch({ allowHosts }) }).generate(
        headlineAlternativesTask,
        INPUT,
      );

      expect(answer).toEqual(JSON.parse(VALID));
      expect(fake.requests[0]!.headers.authorization).toBe('Bearer sk-test');
    });

    it('should refuse a loopback server that is not listed, at once, saying where to list it', async () => {
      fake = await startFakeOpenAi((_request, res) => reply(res, VALID));
      const host = new URL(fake.baseUrl).host;

      const error = await provider(fake.baseUrl, { fetch: createGuardedWebFetch({ allowHosts: [] }), maxRetries: 0 })
        .generate(headlineAlternativesTask, INPUT)
        .catch((caught: unknown) => caught);

      expect(error).toBeInstanceOf(AiUpstreamError);
      expect(error).toMatchObject({ reason: 'refused' });
      expect((error as AiUpstreamError).detail).toBe(
        `${host} points to this server itself (loopback); list it in OUTBOUND_ALLOW_HOSTS if Trendjack should reach it`,
      );
      expect(fake.requests).toHaveLength(0);
    });

    it('should say the server could not be reached when nothing listens', async () => {
      fake = await startFakeOpenAi(() => undefined);
      const { baseUrl } = fake;
      await fake.close();
      fake = null;

      const error = await provider(baseUrl, { fetch: createGuardedWebFetch({ allowHosts: [new URL(baseUrl).host] }), maxRetries: 0 })
        .generate(headlineAlternativesTask, INPUT)
        .catch((caught: unknown) => caught);

      expect(error).toMatchObject({
        reason: 'unreachable',
        detail: `could not reach ${new URL(baseUrl).host} (the connection was refused)`,
      });
    });
  });
});
