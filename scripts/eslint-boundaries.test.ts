/** @jest-environment node */
import path from 'node:path';
import { spawnSync } from 'node:child_process';

// Proves the repository's ESLint config refuses one remote importing another's files. ESLint runs in
// a child process: it loads its config with a dynamic import, which jest's module sandbox does not allow.
const root = path.resolve(__dirname, '..');
const eslintBin = path.join(root, 'node_modules/eslint/bin/eslint.js');

interface LintMessage {
  ruleId: string | null;
  message: string;
}

async function restrictedMessages(file: string, code: string): Promise<string[]> {
  const run = spawnSync(process.execPath, [eslintBin, '--format', 'json', '--stdin', '--stdin-filename', path.join(root, file)], {
    cwd: root,
    input: code,
    encoding: 'utf8',
  });
  const [result] = JSON.parse(run.stdout) as Array<{ messages: LintMessage[] }>;
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('remote boundaries', () => {
  it('refuses a relative import of another remote from a remote', async () => {
    const messages = await restrictedMessages('mfe-auth/src/probe.ts', "import { routeTitle } from '../../mfe-reports/src/route-titles';\nexport const t = routeTitle;\n");
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain("must not import another remote's files");
  });

  it('refuses a package import of another remote, from the shell too', async () => {
    expect(await restrictedMessages('shell/src/probe.ts', "import { Root } from 'mfe-worklist/src/root.component';\nexport const r = Root;\n")).toHaveLength(1);
  });

  it("allows a remote's own files and shared-kit", async () => {
    expect(
      await restrictedMessages('mfe-auth/src/probe.ts', "import { MESSAGES } from 'shared-kit';\nimport { routeTitle } from './route-titles';\nexport const x = [MESSAGES, routeTitle];\n"),
    ).toEqual([]);
  });

  it('refuses deep imports into shared-kit sources', async () => {
    expect(await restrictedMessages('mfe-reports/src/probe.ts', "import { MESSAGES } from 'shared-kit/src/domain/messages';\nexport const m = MESSAGES;\n")).toHaveLength(1);
  });
});
