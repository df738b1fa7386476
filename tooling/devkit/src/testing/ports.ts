import { Socket } from 'node:net';

/**
 * Whether a TCP connection to the port is accepted: a server listens there. Shared by the tests
 * of starting and stopping the server commands (src/lifecycle.test.ts, smoke/start.spec.ts).
 */
export function accepts(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.connect(port, host);
  });
}
