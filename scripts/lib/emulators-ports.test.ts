// @vitest-environment node
/**
 * Scripts stop only what they started (docs/operations.md, "Ports"): a program of the developer's listening on one
 * of the emulator ports survives `npm test`'s and `npm run build`'s start and stop of the emulators, and is named in
 * a clear error, or avoided by an offset of free ports.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { emulatorPorts, freeEmulatorPorts, startEmulators, wantedPorts, type EmulatorPorts } from './emulators';
import { busyPorts, freeOffset } from './ports';

const portsAt = (offset: number): EmulatorPorts => emulatorPorts({ EMULATOR_PORT_OFFSET: String(offset) });

/** Every port of a suite at that offset, the app's included. */
const everyPort = (offset: number) => {
  const ports = portsAt(offset);
  return [...Object.values(ports), ports.firestore + 70].map((port) => ({ port, what: 'test' }));
};

/** Offsets far from the ones people and `npm test` use, all of whose ports are free now. */
const freeTestOffset = (from = 5000) => freeOffset(everyPort, from);

/** Another program, not a child of this one's suite: a plain Node TCP server on `port` that says "alive". */
async function foreignListener(port: number): Promise<ChildProcess> {
  const server = `require('net').createServer((s) => s.end('alive')).listen(${port}, '127.0.0.1', () => console.log('up'))`;
  const child = spawn(process.execPath, ['-e', server], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`the foreign listener exited (${code})`)));
  });
  return child;
}

/**
 * Whether the program on `port` answers itself: the kernel accepts a connection on the socket of a process being
 * killed, but only a live process writes.
 */
const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    let said = '';
    const socket = connect(port, '127.0.0.1');
    socket.on('data', (chunk) => (said += chunk.toString()));
    socket.once('close', () => resolve(said === 'alive'));
    socket.once('error', () => resolve(false));
  });

let foreign: ChildProcess | undefined;
afterEach(() => {
  foreign?.kill(); // ours, by its own handle
  foreign = undefined;
});

describe('the emulator suite next to a program on one of its ports', () => {
  it('refuses to start with a message naming the port, what it is for and how to free it; the program keeps running', async () => {
    const offset = await freeTestOffset();
    const ports = portsAt(offset);
    foreign = await foreignListener(ports.firestore);

    const started = startEmulators({ ports, only: ['auth', 'firestore'] });

    await expect(started).rejects.toThrow(`Port ${ports.firestore} (Firestore emulator) is in use by another program`);
    await expect(started).rejects.toThrow(`EMULATOR_PORT_OFFSET=${offset + 100}`);
    expect(foreign.exitCode).toBe(null);
    expect(await answers(ports.firestore)).toBe(true);
  }, 90_000);

  it('stop() ends the suite it started and nothing else: the program on the Firestore port is still there', async () => {
    const offset = await freeTestOffset();
    const ports = portsAt(offset);
    foreign = await foreignListener(ports.firestore);

    // Auth alone: the quickest suite to start (no Java, no functions); 5-35 s here, on a busy machine.
    const suite = await startEmulators({ ports, only: ['auth'] });
    expect((await fetch(`http://127.0.0.1:${ports.auth}/`)).ok).toBe(true);
    await suite.stop();

    expect(foreign.exitCode).toBe(null);
    expect(foreign.signalCode).toBe(null);
    expect(await answers(ports.firestore)).toBe(true);
    // and the suite itself is gone: its ports are free again
    expect(await busyPorts(wantedPorts(ports, ['auth']))).toEqual([]);
  }, 240_000);

  it("without EMULATOR_PORT_OFFSET, npm test and the build's suite take the next offset whose ports are all free", async () => {
    const offset = await freeTestOffset(6000);
    foreign = await foreignListener(portsAt(offset).firestore);
    const everything = (at: number) => wantedPorts(portsAt(at), ['auth', 'firestore', 'functions'], true);

    const chosen = await freeOffset(everything, offset);

    expect(chosen).toBeGreaterThan(offset);
    expect(await busyPorts(everything(chosen))).toEqual([]);
    // An offset the developer chose is kept: a busy port there is the clear error above, not another offset.
    expect(await freeEmulatorPorts(['auth'], false, { EMULATOR_PORT_OFFSET: String(offset) })).toEqual(portsAt(offset));
    expect(foreign.exitCode).toBe(null);
  });
});
