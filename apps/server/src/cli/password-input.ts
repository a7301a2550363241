import { readFile } from 'node:fs/promises';

/** The password in a file (e.g. a mounted secret): its content without the line break an editor adds. */
export async function readPasswordFile(path: string): Promise<string> {
  const content = await readFile(path, 'utf8');
  return content.replace(/\r?\n$/, '');
}

/** Nobody to ask: input is a pipe or a file, not a terminal. */
export class NoTerminalError extends Error {}

type Terminal = NodeJS.ReadStream & { setRawMode(mode: boolean): unknown };

/**
 * Asks for a password on the terminal without echoing it (raw mode: each key arrives here, nothing is
 * printed). Enter ends it, Backspace removes a character, Ctrl+C or Ctrl+D cancels.
 */
export function promptHidden(question: string, input: NodeJS.ReadStream = process.stdin, output: NodeJS.WritableStream = process.stderr): Promise<string> {
  if (!input.isTTY) return Promise.reject(new NoTerminalError());
  const terminal = input as Terminal;
  output.write(question);
  terminal.setRawMode(true);
  terminal.setEncoding('utf8');
  terminal.resume();
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = (outcome: () => void) => {
      terminal.off('data', onData);
      terminal.setRawMode(false);
      terminal.pause();
      output.write('\n');
      outcome();
    };
    function onData(chunk: string) {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') return finish(() => resolve(value));
        if (ch === '\u0003' || ch === '\u0004') return finish(() => reject(new Error('cancelled')));
        if (ch === '\u007f' || ch === '\b') value = [...value].slice(0, -1).join('');
        else value += ch;
      }
    }
    terminal.on('data', onData);
  });
}
