// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { renderCommand, resolveCommand, type CommandOutput } from '../../scripts/schemas/cli-commands';

/** What `npm run <script> -- …` prints, from the function its bin calls (the bins run in schemas-cli.test.ts); it must succeed. */
async function run(script: 'schemas:render' | 'schemas:resolve', ...args: string[]): Promise<string> {
  const output: CommandOutput = await (script === 'schemas:render' ? renderCommand(args) : resolveCommand(args));
  expect(output.code, output.stderr).toBe(0);
  return output.stdout;
}

let rendered: { player: string; visitor: string; luckystar: string };
let explained: { explain: Record<string, { origin: string }> };

beforeAll(async () => {
  const player = await run('schemas:render', 'layouts/default', '--role', 'player');
  const visitor = await run('schemas:render', 'layouts/default', '--role', 'visitor', '--flags', 'DIRECTREG3');
  const luckystar = await run('schemas:render', 'layouts/default', '--role', 'player', '--merchant', 'luckystar');
  const explain = await run('schemas:resolve', 'layouts/default', '--explain', '--merchant', 'luckystar');
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
    for (const id of ['header', 'header-bar', 'visitor-bar', 'member-bar', 'language', 'main-nav', 'page', 'footer', 'copyright', 'side-bar']) {
      expect(explained.explain[id]?.origin, id).toBe('base');
    }
    // Lucky Star's one chat button is its chat room: its layout override sets it (issue 42).
    expect(explained.explain['chat-room']?.origin).toBe('merchant');
  });
});
