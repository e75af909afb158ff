import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedCompletion {
  authorization: string | undefined;
  body: {
    model: string;
    temperature: number;
    max_tokens: number;
    messages: { role: string; content: string }[];
    /** What the assistant asked the reply to follow, when it asked for structured output (decision 152). */
    response_format?: {
      type: string;
      json_schema?: { name: string; strict?: boolean; schema: Record<string, unknown> };
    };
  };
}

/**
 * An OpenAI-compatible chat-completions server on 127.0.0.1 for tests. `reply` decides the answer from the
 * prompt, and the whole request when it needs more (its `response_format`): a text (sent as the model's message),
 * or a status and raw body, or 'hang' (never answers).
 */
export async function startModelServer(
  reply: (
    prompt: string,
    body: ReceivedCompletion['body'],
  ) => string | { status: number; body: string } | 'hang',
) {
  const received: ReceivedCompletion[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404).end();
      return;
    }
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ReceivedCompletion['body'];
    received.push({ authorization: req.headers.authorization, body });
    const prompt = body.messages.map((m) => m.content).join('\n');
    const answer = reply(prompt, body);
    if (answer === 'hang') return;
    if (typeof answer !== 'string') {
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id: 'chatcmpl-test',
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [{ index: 0, message: { role: 'assistant', content: answer }, finish_reason: 'stop' }],
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
