// @vitest-environment node
/**
 * The layout rules of eslint.config.js fail on a deliberate violation: each case lints a
 * line of code as if it stood in a file at `filePath`, and says which rule must (or must not) refuse it. A table:
 * add a row per rule and zone.
 */
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: ROOT });

interface Case {
  what: string;
  filePath: string;
  code: string;
  /** The rule that must refuse it, or null: no layout rule may. */
  refusedBy: string | null;
  /** Part of the message the developer reads. */
  message?: string;
}

const SDK_MESSAGE = 'The Firebase SDK may be imported only in src/lib/firebase/** and the feature services';
/** A line importing a module (and using it, so that only the layout rules can object). */
let uses = 0;
const importing = (from: string) => `import * as m${++uses} from '${from}';\nexport const u${uses} = m${uses};\n`;
const sdkImport = "import { getDocs } from 'firebase/firestore/lite';\nexport const read = getDocs;\n";

const CASES: Case[] = [
  {
    what: 'a component imports the Firebase SDK',
    filePath: 'src/features/catalog/components/product-card.tsx',
    code: sdkImport,
    refusedBy: 'no-restricted-imports',
    message: SDK_MESSAGE,
  },
  {
    what: 'an admin component imports an SDK subpackage',
    filePath: 'src/features/admin/orders/components/orders-page.tsx',
    code: "import { FirebaseError } from '@firebase/util';\nexport const E = FirebaseError;\n",
    refusedBy: 'no-restricted-imports',
    message: SDK_MESSAGE,
  },
  {
    what: 'a route imports the SDK',
    filePath: 'src/app/routes/checkout.tsx',
    code: sdkImport,
    refusedBy: 'no-restricted-imports',
    message: SDK_MESSAGE,
  },
  {
    what: 'a shared component imports the SDK',
    filePath: 'src/components/ui/table.tsx',
    code: sdkImport,
    refusedBy: 'no-restricted-imports',
    message: SDK_MESSAGE,
  },
  {
    what: 'a feature store imports the SDK',
    filePath: 'src/features/cart/stores/cart-sync.ts',
    code: sdkImport,
    refusedBy: 'no-restricted-imports',
    message: SDK_MESSAGE,
  },
  {
    what: 'lib outside lib/firebase imports the SDK',
    filePath: 'src/lib/query-client.ts',
    code: sdkImport,
    refusedBy: 'no-restricted-imports',
    message: SDK_MESSAGE,
  },
  {
    what: 'a feature service imports the SDK',
    filePath: 'src/features/catalog/api/x.ts',
    code: sdkImport,
    refusedBy: null,
  },
  {
    what: 'an admin feature service imports the SDK',
    filePath: 'src/features/admin/orders/api/x.ts',
    code: sdkImport,
    refusedBy: null,
  },
  {
    what: 'an api folder elsewhere in a feature imports the SDK',
    filePath: 'src/features/catalog/components/api/x.ts',
    code: sdkImport,
    refusedBy: 'no-restricted-imports',
    message: SDK_MESSAGE,
  },
  { what: 'lib/firebase imports the SDK', filePath: 'src/lib/firebase/x.ts', code: sdkImport, refusedBy: null },
  // Item 5: features do not import each other, nothing imports upward, '@/' instead of '../../'.
  {
    what: 'a feature imports another feature',
    filePath: 'src/features/cart/components/x.tsx',
    code: importing('@/features/catalog/api/get-products'),
    refusedBy: 'no-restricted-imports',
    message: 'features/cart may not import another feature',
  },
  {
    what: "a feature's service imports another feature's service",
    filePath: 'src/features/checkout/api/x.ts',
    code: importing('@/features/orders/api/get-my-order'),
    refusedBy: 'no-restricted-imports',
    message: 'features/checkout may not import another feature',
  },
  {
    what: 'a feature imports its own modules through @/',
    filePath: 'src/features/cart/components/x.tsx',
    code: importing('@/features/cart/stores/cart-store'),
    refusedBy: null,
  },
  {
    what: 'a part of the admin area imports another part (one feature)',
    filePath: 'src/features/admin/dashboard/api/x.ts',
    code: importing('@/features/admin/analytics/api/sales-figures'),
    refusedBy: null,
  },
  {
    what: 'a feature imports from the app',
    filePath: 'src/features/cart/components/x.tsx',
    code: importing('@/app/router'),
    refusedBy: 'no-restricted-imports',
    message: 'Nothing imports from src/app',
  },
  {
    what: 'a shared component imports a feature',
    filePath: 'src/components/header.tsx',
    code: importing('@/features/cart/stores/cart-store'),
    refusedBy: 'no-restricted-imports',
    message: 'src/components may not import from',
  },
  {
    what: 'lib imports a shared component',
    filePath: 'src/lib/toast.ts',
    code: importing('@/components/ui/button'),
    refusedBy: 'no-restricted-imports',
    message: 'src/lib may not import from',
  },
  {
    what: 'domain imports lib',
    filePath: 'src/domain/order/order.ts',
    code: importing('@/lib/money'),
    refusedBy: 'no-restricted-imports',
    message: 'src/domain is plain rules shared with the Cloud Functions',
  },
  {
    what: 'domain imports React',
    filePath: 'src/domain/cart/cart-rules.ts',
    code: importing('react'),
    refusedBy: 'no-restricted-imports',
    message: 'src/domain is plain rules shared with the Cloud Functions',
  },
  {
    what: "domain imports another folder of the domain through '@domain/'",
    filePath: 'src/domain/order/place-order-decision.ts',
    code: importing('@domain/cart/cart-rules'),
    refusedBy: null,
  },
  {
    what: "domain climbs into another folder of the domain with '../'",
    filePath: 'src/domain/order/place-order-decision.ts',
    code: importing('../cart/cart-rules'),
    refusedBy: 'no-restricted-imports',
    message: "Import another folder of src/domain as '@domain/<folder>/<module>'",
  },
  {
    what: "domain imports its own folder through '@domain/'",
    filePath: 'src/domain/order/place-order-decision.ts',
    code: importing('@domain/order/order-status'),
    refusedBy: 'no-restricted-imports',
    message: "src/domain/order imports its own modules relatively ('./…')",
  },
  {
    what: "the app names the domain with '@/domain/'",
    filePath: 'src/features/cart/components/x.tsx',
    code: importing('@/domain/cart/cart-rules'),
    refusedBy: 'no-restricted-imports',
    message: "Import the domain as '@domain/<folder>/<module>'",
  },
  {
    what: "a function imports the domain through '@domain/'",
    filePath: 'functions/src/orders/place-order.ts',
    code: importing('@domain/order/order'),
    refusedBy: null,
  },
  {
    what: 'a function imports app code',
    filePath: 'functions/src/orders/place-order.ts',
    code: importing('@/lib/money'),
    refusedBy: 'no-restricted-imports',
    message: "The Cloud Functions do not import the app's code",
  },
  {
    what: 'a script reaches the domain by its path',
    filePath: 'scripts/seed-orders.ts',
    code: importing('../src/domain/order/order'),
    refusedBy: 'no-restricted-imports',
    message: "Import the domain as '@domain/<folder>/<module>'",
  },
  {
    what: "an import climbs two folders with '../../'",
    filePath: 'src/features/cart/components/x.tsx',
    code: importing('../../../lib/money'),
    refusedBy: 'no-restricted-imports',
    message: "with '@/…'",
  },
  {
    what: "an import climbs onto another top-level folder with '../'",
    filePath: 'src/components/header.tsx',
    code: importing('../features/cart/stores/cart-store'),
    refusedBy: 'no-restricted-imports',
    message: "with '@/…'",
  },
  {
    what: 'a test reaches the seed data in scripts/ by its path',
    filePath: 'src/features/cart/components/x.test.tsx',
    code: importing('../../../../scripts/seed-data'),
    refusedBy: null,
  },
  {
    what: 'the app composes features',
    filePath: 'src/app/routes/checkout.tsx',
    code: importing('@/features/checkout/hooks/use-checkout'),
    refusedBy: null,
  },
  {
    what: 'a feature imports components, lib and domain',
    filePath: 'src/features/cart/components/x.tsx',
    code: importing('@/components/ui/button') + importing('@/lib/money') + importing('@domain/cart/cart-rules'),
    refusedBy: null,
  },
];

describe('eslint.config.js: where code may import what', () => {
  it.each(CASES)('$what ($filePath): refused by $refusedBy', async ({ filePath, code, refusedBy, message }) => {
    const [result] = await eslint.lintText(code, { filePath: join(ROOT, filePath) });
    const layout = (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports');
    if (refusedBy === null) {
      expect(layout).toEqual([]);
      return;
    }
    const refusals = (result?.messages ?? []).filter((m) => m.ruleId === refusedBy);
    expect(refusals.length, JSON.stringify(result?.messages)).toBeGreaterThan(0);
    expect(refusals[0]!.severity).toBe(2);
    if (message) expect(refusals[0]!.message).toContain(message);
  });
});

const WORDS = "Don't decide by a message's words";
const BRANCHING: { what: string; code: string; refused: boolean }[] = [
  {
    what: 'an error message compared',
    code: "export const f = (e: Error) => e.message === 'Order not found.';\n",
    refused: true,
  },
  {
    what: 'a message constant compared',
    code: 'declare const ORDER_MESSAGES: { notFound: string };\nexport const f = (m: string) => m !== ORDER_MESSAGES.notFound;\n',
    refused: true,
  },
  {
    what: 'a message made by a function compared',
    code: 'declare const ORDER_MESSAGES: { many: (n: number) => string };\nexport const f = (m: string) => ORDER_MESSAGES.many(3) === m;\n',
    refused: true,
  },
  {
    what: 'a message searched',
    code: "export const f = (e: Error) => e.message.includes('not found');\n",
    refused: true,
  },
  {
    what: 'a message matched by a pattern',
    code: 'export const f = (e: Error) => /permission/i.test(e.message);\n',
    refused: true,
  },
  {
    what: "a message's type checked",
    code: "export const f = (e: { message?: unknown }) => typeof e.message === 'string';\n",
    refused: false,
  },
  {
    what: 'a reason compared',
    code: "export const f = (reason?: string) => reason === 'too_many_pending';\n",
    refused: false,
  },
];

describe('eslint.config.js: code branches on reasons, never on words', () => {
  it.each(BRANCHING)('$what: refused $refused', async ({ code, refused }) => {
    for (const filePath of ['src/features/checkout/x.ts', 'functions/src/x.ts']) {
      const [result] = await eslint.lintText(code, { filePath: join(ROOT, filePath) });
      const refusals = (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax');
      expect(refusals.length > 0, `${filePath}: ${JSON.stringify(result?.messages)}`).toBe(refused);
      if (refused) expect(refusals[0]!.message).toContain(WORDS);
    }
  });
});
