import { spawn, type ChildProcess } from 'node:child_process';
import type { FastifyInstance } from 'fastify';

export type ChildServer = {
  base: string;
  child: ChildProcess;
  /** Everything the process wrote so far, stdout and stderr. */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

/** A child's environment: only what is given (and PATH), so nothing leaks in from the test runner's. */
export const childEnv = (env: Record<string, string>) => ({ PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env });

/**
 * Starts a server process on a free port (PORT=0) and resolves once it logs its address; rejects,
 * with its output, if it exits first. There is no time limit here: the test's own timeout is the bound.
 */
export function startChildServer(args: string[], env: Record<string, string>): Promise<ChildServer> {
  const child = spawn(process.execPath, args, { env: childEnv({ HOST: '127.0.0.1', PORT: '0', ...env }), stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const address = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (address) {
        child.stdout!.off('data', onData);
        child.stdout!.on('data', (more: Buffer) => (output += more.toString('utf8')));
        resolve({ base: address[1]!, child, output: () => output, exited });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    void exited.then(({ code, signal }) => reject(new Error(`server exited (${code ?? signal}) before listening:\n${output}`)));
  });
}

/** Runs a command to its end and answers its exit code and output. */
export function runChild(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, args, { env: childEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString('utf8')));
  child.stderr.on('data', (c: Buffer) => (output += c.toString('utf8')));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, output })));
}

/**
 * The API test helpers (call, obtainCaptchaPass, registerMember) drive an app through `inject`;
 * this answers `inject` over real HTTP, so the same helpers sign and send requests to a child server.
 */
export function overHttp(base: string): FastifyInstance {
  const inject = async (opts: { method: string; url: string; headers?: Record<string, string>; payload?: string }) => {
    const res = await fetch(`${base}${opts.url}`, { method: opts.method, headers: opts.headers ?? {}, body: opts.payload ?? null });
    const body = await res.text();
    return { statusCode: res.status, headers: Object.fromEntries(res.headers), body, json: () => JSON.parse(body) };
  };
  return { inject } as unknown as FastifyInstance;
}
