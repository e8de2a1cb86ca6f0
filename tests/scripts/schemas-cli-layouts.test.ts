// @vitest-environment node
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const execFileAsync = promisify(execFile);

async function run(script: string, ...args: string[]): Promise<string> {
  const { stdout } = await execFileAsync(npm, ['run', '-s', script, '--', ...args], { cwd: process.cwd(), encoding: 'utf8' });
  return stdout;
}

let rendered: { player: string; visitor: string; luckystar: string };
let explained: { explain: Record<string, { origin: string }> };

beforeAll(async () => {
  const [player, visitor, luckystar, explain] = await Promise.all([
    run('schemas:render', 'layouts/default', '--role', 'player'),
    run('schemas:render', 'layouts/default', '--role', 'visitor', '--flags', 'DIRECTREG3'),
    run('schemas:render', 'layouts/default', '--role', 'player', '--merchant', 'luckystar'),
    run('schemas:resolve', 'layouts/default', '--explain', '--merchant', 'luckystar'),
  ]);
  rendered = { player, visitor, luckystar };
  explained = JSON.parse(explain) as typeof explained;
}, 120_000);

const ids = (html: string) => [...html.matchAll(/data-node-id="([^"]+)"/g)].map((match) => match[1]);

describe('schemas:render layouts/default', () => {
  it('draws the header and footer with their menus, resolved for the given role', () => {
    expect(rendered.player).toContain('<header data-node-id="header"');
    expect(rendered.player).toContain('<footer data-node-id="footer"');
    expect(ids(rendered.player)).toEqual(expect.arrayContaining(['member-bar', 'account-menu', 'deposit', 'sign-out', 'main-nav', 'home', 'footer-help', 'copyright']));
    expect(ids(rendered.player)).not.toContain('visitor-actions');
    expect(ids(rendered.visitor)).toEqual(expect.arrayContaining(['visitor-actions', 'login', 'register']));
    expect(ids(rendered.visitor)).not.toContain('free-play');
  });

  it('the chat room shows for the luckystar merchant only (a merchant condition in the layout)', () => {
    expect(ids(rendered.luckystar)).toContain('chat-room');
    expect(ids(rendered.player)).not.toContain('chat-room');
  });
});

describe('schemas:resolve layouts/default --explain', () => {
  it('names the layer behind every node of the layout', () => {
    for (const id of ['header', 'header-bar', 'visitor-bar', 'member-bar', 'language', 'main-nav', 'page', 'footer', 'copyright', 'side-bar', 'chat-room']) {
      expect(explained.explain[id]?.origin, id).toBe('base');
    }
  });
});
