/**
 * Password checks off the service's main thread: bcrypt (bcryptjs) in a few worker threads, with a bounded queue.
 * However many sign-ins arrive at once, at most `workers` hashes run, the rest wait their turn (or, past `queue`, are
 * turned away at once), and the thread that answers every other request never computes a hash: `/health` and the
 * studio's calls answer while forty sign-ins are being checked (tests/publish/sign-in.test.ts).
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** Too many sign-ins are waiting for a password check. */
export class CheckerBusy extends Error {
  override name = 'CheckerBusy';
}

interface Job {
  password: string;
  hash: string;
  done: (matches: boolean) => void;
  fail: (error: Error) => void;
}

/**
 * The worker: plain CommonJS (an `eval` worker), bcryptjs's own build, one comparison per message. It lowers its own
 * thread's priority (on Linux `setPriority(0, …)` is the calling thread only), so on a busy machine the thread that
 * answers requests gets the CPU first.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
try { require('node:os').setPriority(0, 10); } catch {}
const bcrypt = require(workerData.bcrypt);
parentPort.on('message', ({ password, hash }) => {
  let matches = false;
  try { matches = bcrypt.compareSync(password, hash); } catch { matches = false; }
  parentPort.postMessage(matches);
});
`;

const bcryptPath = createRequire(import.meta.url).resolve('bcryptjs');

class CheckWorker {
  private readonly worker: Worker;
  private current: Job | undefined;

  constructor(private readonly onFree: (worker: CheckWorker) => void, private readonly onExit: (worker: CheckWorker) => void) {
    this.worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { bcrypt: bcryptPath } });
    this.worker.on('message', (matches: unknown) => {
      const job = this.current;
      this.current = undefined;
      job?.done(matches === true);
      this.onFree(this);
    });
    this.worker.on('error', (error) => {
      this.current?.fail(error);
      this.current = undefined;
    });
    this.worker.on('exit', () => {
      this.current?.fail(new Error('the password check worker stopped'));
      this.current = undefined;
      this.onExit(this);
    });
    // An idle worker does not keep the process alive.
    this.worker.unref();
  }

  run(job: Job): void {
    this.current = job;
    this.worker.postMessage({ password: job.password, hash: job.hash });
  }

  stop(): Promise<number> {
    return this.worker.terminate();
  }
}

export class PasswordChecker {
  private readonly idle: CheckWorker[] = [];
  private readonly all = new Set<CheckWorker>();
  private readonly waiting: Job[] = [];
  private closed = false;

  /** The workers start at once (a thread takes a moment to start: not while sign-ins wait). */
  constructor(private readonly workers: number, private readonly queue: number) {
    for (let index = 0; index < workers; index++) {
      const worker = this.spawn();
      if (worker) this.idle.push(worker);
    }
  }

  /** Whether `password` is the one `hash` was made from; rejects with `CheckerBusy` when the queue is full. */
  matches(password: string, hash: string): Promise<boolean> {
    return new Promise((done, fail) => {
      const job: Job = { password, hash, done, fail };
      const worker = this.idle.pop() ?? this.spawn();
      if (worker) return worker.run(job);
      if (this.waiting.length >= this.queue) return fail(new CheckerBusy(`${this.waiting.length} sign-ins are waiting already`));
      this.waiting.push(job);
    });
  }

  private spawn(): CheckWorker | undefined {
    if (this.closed || this.all.size >= this.workers) return undefined;
    const worker = new CheckWorker(
      (free) => {
        const next = this.waiting.shift();
        if (next) free.run(next);
        else this.idle.push(free);
      },
      (gone) => {
        this.all.delete(gone);
        const at = this.idle.indexOf(gone);
        if (at >= 0) this.idle.splice(at, 1);
        // A worker that died is replaced for whoever waits.
        const next = this.waiting.shift();
        if (next) {
          const replacement = this.spawn();
          if (replacement) replacement.run(next);
          else this.waiting.unshift(next);
        }
      },
    );
    this.all.add(worker);
    return worker;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.waiting.splice(0)) job.fail(new Error('the service is stopping'));
    await Promise.all([...this.all].map((worker) => worker.stop()));
  }
}
