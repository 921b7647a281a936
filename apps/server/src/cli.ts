// Operator commands: node apps/server/dist/cli.js <command> [argument]
// Same configuration as the server (DATA_DIR, DATABASE_URL), so run it where the server runs.
import { pathToFileURL } from 'node:url';
import { createDeps } from './platform/boot.js';
import { loadConfig } from './platform/config.js';
import type { AppDeps } from './platform/deps.js';
import { findUserByLogin, setOperator } from './modules/auth/index.js';
import { grantSubscription, setSubscriptionRequired } from './modules/subscriptions/index.js';

export const USAGE = `Usage: node apps/server/dist/cli.js <command>

  grant-subscription <email>     give the account an open-ended subscription
  set-admin <email>              give the account operator access
  require-subscription on|off    whether artists need a subscription`;

export interface CliResult {
  code: number;
  output: string;
}

async function accountOrNull(deps: AppDeps, email: string | undefined) {
  return email ? findUserByLogin(deps, email) : null;
}

/** Runs one command; never exits the process, so tests can call it. */
export async function runCli(deps: AppDeps, args: string[]): Promise<CliResult> {
  const [command, argument] = args;
  switch (command) {
    case 'grant-subscription': {
      const user = await accountOrNull(deps, argument);
      if (!user) return { code: 1, output: `No account with e-mail ${argument ?? '(missing)'}` };
      await grantSubscription(deps, { userId: user.id });
      return { code: 0, output: `Granted a subscription to ${user.email}` };
    }
    case 'set-admin': {
      const user = await accountOrNull(deps, argument);
      if (!user) return { code: 1, output: `No account with e-mail ${argument ?? '(missing)'}` };
      await setOperator(deps.db, user.id, true, deps.clock.now());
      return { code: 0, output: `${user.email} is now an operator` };
    }
    case 'require-subscription': {
      if (argument !== 'on' && argument !== 'off') return { code: 1, output: USAGE };
      await setSubscriptionRequired(deps, argument === 'on');
      return {
        code: 0,
        output: argument === 'on' ? 'Artists now need a subscription' : 'Artists no longer need a subscription',
      };
    }
    default:
      return { code: command ? 1 : 0, output: USAGE };
  }
}

async function main(): Promise<void> {
  const deps = await createDeps(loadConfig(undefined, { logLevel: 'warn' }));
  try {
    const result = await runCli(deps, process.argv.slice(2));
    (result.code === 0 ? console.log : console.error)(result.output);
    process.exitCode = result.code;
  } finally {
    await deps.database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
