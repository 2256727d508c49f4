import { createPool, SchemaValidationError, type DatabasePool, type Interceptor } from "slonik";

// Every query built with sql.type(Row) carries its zod schema; this interceptor checks each row against it,
// so a row that does not match its declared shape fails loudly instead of flowing on half-typed.
const validateRows: Interceptor = {
  name: "validate-rows",
  transformRowAsync: async (context, query, row) => {
    const parser = context.resultParser;
    if (!parser) return row;
    const result = await parser["~standard"].validate(row);
    if (result.issues) {
      throw new SchemaValidationError(query, row, result.issues);
    }
    return result.value as typeof row;
  },
};

export type Db = DatabasePool;

export async function createDbPool(url: string, options: { maximumPoolSize?: number } = {}): Promise<Db> {
  return createPool(url, {
    interceptors: [validateRows],
    maximumPoolSize: options.maximumPoolSize ?? 10,
    statementTimeout: 30_000,
    captureStackTrace: false,
    // Slonik's default runs DISCARD ALL each time a connection goes back to the pool: one more round trip per
    // query. Nothing here leaves session state behind (settings are SET LOCAL, locks are transaction locks).
    resetConnection: async () => {},
  });
}
