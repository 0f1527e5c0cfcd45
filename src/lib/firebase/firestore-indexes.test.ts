// @vitest-environment node
/**
 * DESIGN.md section 5: every query that needs a composite index has it in firestore.indexes.json (the emulator
 * does not ask for indexes; production does, and fails the query without one).
 *
 * The queries are those of the feature api modules (src/features/*\/api): a module that builds its queries from
 * data (buildQuery) exports them as QUERY_SHAPES; any other query(...) in a module is read from its source
 * (literal collection, where and orderBy arguments). A module with a query that is neither is reported, so that
 * no query escapes the check.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import type { QueryShape } from './query-shape';

const ROOT = join(import.meta.dirname, '..', '..', '..');

interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}

interface CompositeIndex {
  collectionGroup: string;
  queryScope?: 'COLLECTION' | 'COLLECTION_GROUP';
  fields: IndexField[];
}

type Scope = 'COLLECTION' | 'COLLECTION_GROUP';
interface FoundQuery {
  shape: QueryShape;
  scope: Scope;
  where: string;
}

const EQUALITY = new Set(['==', 'in']);
const ARRAY = new Set(['array-contains', 'array-contains-any']);
const INEQUALITY = new Set(['<', '<=', '>', '>=', '!=', 'not-in']);

/** The composite index a query needs (equality fields, array fields, then the order), or null if none. */
export function requiredIndex(shape: QueryShape): { prefix: IndexField[]; order: IndexField[] } | null {
  let order = shape.orderBy.filter((o) => o.field !== '__name__');
  // Firestore orders by an inequality field first (ascending) when the query does not say so itself.
  for (const w of shape.where) {
    if (INEQUALITY.has(w.op) && !order.some((o) => o.field === w.field)) {
      order = [{ field: w.field, direction: 'asc' }, ...order];
    }
  }
  const ordered = new Set(order.map((o) => o.field));
  const equality = [
    ...new Set(shape.where.filter((w) => EQUALITY.has(w.op) && !ordered.has(w.field)).map((w) => w.field)),
  ];
  const arrays = [...new Set(shape.where.filter((w) => ARRAY.has(w.op)).map((w) => w.field))];
  // Only equality filters: Firestore merges single-field indexes. One field in all: its single-field index.
  if (arrays.length === 0 && order.length === 0) return null;
  if (equality.length + arrays.length + order.length <= 1) return null;
  return {
    prefix: [
      ...equality.map((fieldPath) => ({ fieldPath, order: 'ASCENDING' as const })),
      ...arrays.map((fieldPath) => ({ fieldPath, arrayConfig: 'CONTAINS' as const })),
    ],
    order: order.map((o) => ({
      fieldPath: o.field,
      order: o.direction === 'asc' ? ('ASCENDING' as const) : ('DESCENDING' as const),
    })),
  };
}

/** Whether an index serves a query: its equality/array fields in any order, then exactly the query's order. */
export function serves(index: CompositeIndex, query: { shape: QueryShape; scope: Scope }): boolean {
  const needed = requiredIndex(query.shape);
  if (!needed) return true;
  if (index.collectionGroup !== query.shape.collection) return false;
  if ((index.queryScope ?? 'COLLECTION') !== query.scope) return false;
  const fields = index.fields.filter((f) => f.fieldPath !== '__name__');
  if (fields.length !== needed.prefix.length + needed.order.length) return false;
  const prefix = fields.slice(0, needed.prefix.length);
  const rest = fields.slice(needed.prefix.length);
  const prefixOk = needed.prefix.every((n) =>
    prefix.some((f) => f.fieldPath === n.fieldPath && (n.arrayConfig ? f.arrayConfig === 'CONTAINS' : !!f.order)),
  );
  const orderOk = needed.order.every((n, i) => rest[i]?.fieldPath === n.fieldPath && rest[i]?.order === n.order);
  return prefixOk && orderOk;
}

function apiModules(): string[] {
  const features = join(ROOT, 'src', 'features');
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/[\\/]api[\\/][^\\/]+\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path)) files.push(path);
    }
  };
  walk(features);
  return files.sort();
}

const literal = (node: ts.Node | undefined): string | undefined =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;

const callName = (node: ts.Node): string | undefined =>
  ts.isCallExpression(node) && ts.isIdentifier(node.expression) ? node.expression.text : undefined;

/** The literal query(...) calls of a source file; `unreadable` lists the ones whose shape it cannot read. */
export function scanQueries(file: string, text: string): { found: FoundQuery[]; unreadable: string[] } {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: FoundQuery[] = [];
  const unreadable: string[] = [];
  const at = (node: ts.Node) =>
    `${relative(ROOT, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const insideQuery = new Set<ts.Node>();

  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && callName(node) === 'query') {
      const [target, ...constraints] = node.arguments;
      const targetName = target && callName(target);
      const collection = target && ts.isCallExpression(target) ? literal(target.arguments[1]) : undefined;
      const shape: QueryShape & { where: QueryShape['where'][number][]; orderBy: QueryShape['orderBy'][number][] } = {
        collection: collection ?? '',
        where: [],
        orderBy: [],
      };
      let readable = !!collection && (targetName === 'collection' || targetName === 'collectionGroup');
      for (const constraint of constraints) {
        insideQuery.add(constraint);
        const name = callName(constraint);
        const args = ts.isCallExpression(constraint) ? constraint.arguments : ts.factory.createNodeArray();
        if (name === 'where') {
          const field = literal(args[0]);
          const op = literal(args[1]);
          if (field && op) shape.where.push({ field, op: op as QueryShape['where'][number]['op'], value: undefined });
          else readable = false;
        } else if (name === 'orderBy') {
          const field = literal(args[0]);
          const direction = args[1] ? literal(args[1]) : 'asc';
          if (field && (direction === 'asc' || direction === 'desc')) shape.orderBy.push({ field, direction });
          else readable = false;
        } else if (!name || !/^(limit|limitToLast|startAt|startAfter|endAt|endBefore)$/.test(name)) {
          readable = false;
        }
      }
      if (readable) {
        found.push({
          shape,
          scope: targetName === 'collectionGroup' ? 'COLLECTION_GROUP' : 'COLLECTION',
          where: at(node),
        });
      } else {
        unreadable.push(at(node));
      }
    } else if ((callName(node) === 'where' || callName(node) === 'orderBy') && !insideQuery.has(node)) {
      // A constraint built outside query(...): its query's shape cannot be read from the source.
      let parent: ts.Node | undefined = node.parent;
      while (parent && !(ts.isCallExpression(parent) && callName(parent) === 'query')) parent = parent.parent;
      if (!parent) unreadable.push(at(node));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { found, unreadable };
}

async function allQueries(): Promise<{ queries: FoundQuery[]; problems: string[] }> {
  const queries: FoundQuery[] = [];
  const problems: string[] = [];
  for (const file of apiModules()) {
    const text = readFileSync(file, 'utf8');
    const { found, unreadable } = scanQueries(file, text);
    queries.push(...found);
    // Queries built from shapes (lib/firebase/query-shape.ts) are declared by the module itself; every module
    // that declares shapes (the storefront's REST reads too) has them checked.
    if (/\bbuildQuery\(/.test(text)) unreadable.push(`${relative(ROOT, file)}: buildQuery`);
    if (unreadable.length === 0 && !/\bexport const QUERY_SHAPES\b/.test(text)) continue;
    const module = (await import(/* @vite-ignore */ file)) as { QUERY_SHAPES?: QueryShape[] };
    if (Array.isArray(module.QUERY_SHAPES) && module.QUERY_SHAPES.length > 0) {
      queries.push(
        ...module.QUERY_SHAPES.map((shape) => ({
          shape,
          scope: 'COLLECTION' as const,
          where: `${relative(ROOT, file)} (QUERY_SHAPES)`,
        })),
      );
    } else if (unreadable.length > 0) {
      problems.push(...unreadable.map((where) => `${where}: a query built from variables; export QUERY_SHAPES`));
    }
  }
  return { queries, problems };
}

const indexes = (
  JSON.parse(readFileSync(join(ROOT, 'firestore.indexes.json'), 'utf8')) as { indexes: CompositeIndex[] }
).indexes;

describe('firestore.indexes.json', () => {
  it('has a composite index for every query the feature api modules make', async () => {
    const { queries, problems } = await allQueries();
    expect(problems, 'queries whose shape the check cannot see').toEqual([]);
    expect(queries.length).toBeGreaterThan(50); // the catalogue alone makes more: the scan found them
    const missing = queries
      .filter((q) => !indexes.some((index) => serves(index, q)))
      .map((q) => {
        const needed = requiredIndex(q.shape)!;
        const fields = [...needed.prefix, ...needed.order].map((f) => `${f.fieldPath} ${f.arrayConfig ?? f.order}`);
        return `${q.where}: ${q.shape.collection} [${fields.join(', ')}]`;
      });
    expect([...new Set(missing)], 'add these to firestore.indexes.json').toEqual([]);
  });

  it('reads queries from source, and sees through neither variables nor constraints built elsewhere', () => {
    const { found, unreadable } = scanQueries(
      join(ROOT, 'src/features/x/api/example.ts'),
      `const a = query(collection(db, 'orders'), where('userId', '==', uid), orderBy('createdAt', 'desc'), limit(20));
       const b = query(collection(db, 'orders'), ...constraints);
       const c = where('status', '==', 'new');`,
    );
    expect(found.map((f) => f.shape)).toEqual([
      {
        collection: 'orders',
        where: [{ field: 'userId', op: '==', value: undefined }],
        orderBy: [{ field: 'createdAt', direction: 'desc' }],
      },
    ]);
    expect(unreadable).toHaveLength(2);
  });

  it('knows which queries need an index and which index serves them', () => {
    const shape = (where: QueryShape['where'], orderBy: QueryShape['orderBy']): QueryShape => ({
      collection: 'orders',
      where,
      orderBy,
    });
    const eq = (field: string) => ({ field, op: '==' as const, value: 1 });
    // No composite index needed: one field, or equality filters only.
    expect(requiredIndex(shape([], [{ field: 'createdAt', direction: 'desc' }]))).toBeNull();
    expect(requiredIndex(shape([eq('a'), eq('b')], []))).toBeNull();
    expect(requiredIndex(shape([{ field: 'price', op: '>', value: 1 }], []))).toBeNull();
    // Needed: equality plus an order on another field.
    const userOrders = {
      shape: shape([eq('userId')], [{ field: 'createdAt', direction: 'desc' }]),
      scope: 'COLLECTION' as const,
    };
    const index = (fields: IndexField[], collectionGroup = 'orders'): CompositeIndex => ({
      collectionGroup,
      queryScope: 'COLLECTION',
      fields,
    });
    expect(
      serves(
        index([
          { fieldPath: 'userId', order: 'ASCENDING' },
          { fieldPath: 'createdAt', order: 'DESCENDING' },
        ]),
        userOrders,
      ),
    ).toBe(true);
    expect(
      serves(
        index([
          { fieldPath: 'userId', order: 'ASCENDING' },
          { fieldPath: 'createdAt', order: 'ASCENDING' },
        ]),
        userOrders,
      ),
    ).toBe(false);
    expect(
      serves(
        index(
          [
            { fieldPath: 'userId', order: 'ASCENDING' },
            { fieldPath: 'createdAt', order: 'DESCENDING' },
          ],
          'carts',
        ),
        userOrders,
      ),
    ).toBe(false);
    expect(serves(index([{ fieldPath: 'createdAt', order: 'DESCENDING' }]), userOrders)).toBe(false);
    // Equality fields in any order.
    const twoEq = {
      shape: shape([eq('a'), eq('b')], [{ field: 'c', direction: 'asc' }]),
      scope: 'COLLECTION' as const,
    };
    expect(
      serves(
        index([
          { fieldPath: 'b', order: 'ASCENDING' },
          { fieldPath: 'a', order: 'ASCENDING' },
          { fieldPath: 'c', order: 'ASCENDING' },
        ]),
        twoEq,
      ),
    ).toBe(true);
  });
});
