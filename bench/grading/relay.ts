// CLI: node --import ./bench/ts-hook.mjs bench/grading/relay.ts --dir DIR [--port 3391] [--model stand-in] [--wait-minutes 60]
// An OpenAI chat-completions relay on loopback (GRADING.md, "A stand-in for the model"). Each
// POST /v1/chat/completions is written to DIR/requests/NNNN.json (messages and response_format) and
// answered once DIR/answers/NNNN.json exists: that file holds the message content a model would
// return (for Trendjack, the JSON text its schema asks for). Write it atomically (NNNN.json.tmp, then
// rename). GET /v1/models lists the one model. Point Trendjack at it with
// OPENAI_BASE_URL=http://127.0.0.1:PORT/v1, AI_PROVIDER=openai, OPENAI_MODEL=stand-in and
// AI_TIMEOUT_MS=600000 (its maximum: each request must be answered within 10 minutes).
//
// The answer's headers go out at once and a space every 15 s keeps the connection busy: Node's fetch
// gives up on a response whose headers or body stall for 5 minutes. Leading spaces are valid JSON.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    dir: { type: 'string' },
    port: { type: 'string', default: '3391' },
    model: { type: 'string', default: 'stand-in' },
    'wait-minutes': { type: 'string', default: '60' },
  },
});
if (!values.dir) {
  console.error('Usage: relay.ts --dir DIR [--port 3391] [--model stand-in] [--wait-minutes 60]');
  process.exit(1);
}
const requestsDir = path.resolve(values.dir, 'requests');
const answersDir = path.resolve(values.dir, 'answers');
mkdirSync(requestsDir, { recursive: true });
mkdirSync(answersDir, { recursive: true });
const model = values.model;
const waitMs = Number(values['wait-minutes']) * 60_000;

// Numbering goes on from the requests already in the folder, so a restarted relay never overwrites.
let counter = Math.max(
  0,
  ...readdirSync(requestsDir)
    .map((name) => Number.parseInt(name, 10))
    .filter(Number.isFinite),
);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The answer's text once its file exists and has stopped growing; null when the wait ran out or the caller left. */
async function waitForAnswer(file: string, gone: () => boolean): Promise<string | null> {
  const deadline = Date.now() + waitMs;
  while (Date.now() < deadline && !gone()) {
    if (existsSync(file)) {
      const size = statSync(file).size;
      await sleep(300);
      if (statSync(file).size === size) return readFileSync(file, 'utf8');
    }
    await sleep(1000);
  }
  return null;
}

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

async function completions(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
  const body = JSON.parse(await readBody(request)) as { model?: string; messages?: { content?: unknown }[]; response_format?: unknown };
  const number = ++counter;
  const name = String(number).padStart(4, '0');
  const requestFile = path.join(requestsDir, `${name}.json`);
  writeFileSync(
    requestFile,
    `${JSON.stringify({ number, receivedAt: new Date().toISOString(), model: body.model, messages: body.messages, response_format: body.response_format }, null, 2)}\n`,
  );
  console.log(`${new Date().toISOString()} request ${name} written; waiting for ${path.join(answersDir, `${name}.json`)}`);

  let left = false;
  response.on('close', () => {
    if (!response.writableFinished) left = true;
  });
  response.writeHead(200, { 'content-type': 'application/json' });
  response.flushHeaders();
  const keepAlive = setInterval(() => response.write(' '), 15_000);
  const content = await waitForAnswer(path.join(answersDir, `${name}.json`), () => left);
  clearInterval(keepAlive);
  if (content === null) {
    writeFileSync(path.join(requestsDir, `${name}.abandoned`), left ? 'the caller gave up\n' : 'no answer in time\n');
    console.log(`${new Date().toISOString()} request ${name} abandoned (${left ? 'the caller gave up' : 'no answer in time'})`);
    response.end(JSON.stringify({ error: { message: `No answer to request ${name} in time.`, type: 'timeout' } }));
    return;
  }
  const promptChars = JSON.stringify(body.messages ?? []).length;
  response.end(
    JSON.stringify({
      id: `chatcmpl-standin-${name}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model,
      choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, logprobs: null, finish_reason: 'stop' }],
      usage: {
        prompt_tokens: Math.ceil(promptChars / 4),
        completion_tokens: Math.ceil(content.length / 4),
        total_tokens: Math.ceil((promptChars + content.length) / 4),
      },
    }),
  );
  console.log(`${new Date().toISOString()} request ${name} answered (${content.length} characters)`);
}

const server = http.createServer((request, response) => {
  const url = (request.url ?? '/').split('?')[0].replace(/\/+$/, '');
  if (request.method === 'GET' && url.endsWith('/models')) {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ object: 'list', data: [{ id: model, object: 'model', created: 0, owned_by: 'stand-in' }] }));
    return;
  }
  if (request.method === 'POST' && url.endsWith('/chat/completions')) {
    completions(request, response).catch((error: unknown) => {
      console.error(error);
      if (!response.headersSent) response.writeHead(400, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ error: { message: error instanceof Error ? error.message : String(error), type: 'invalid_request_error' } }),
      );
    });
    return;
  }
  response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
});
// No server-side limits: one request may wait as long as the stand-in needs.
server.requestTimeout = 0;
server.timeout = 0;
server.listen(Number(values.port), '127.0.0.1', () =>
  console.log(`Relay for model "${model}" on http://127.0.0.1:${values.port}/v1; requests in ${requestsDir}, answers from ${answersDir}`),
);
