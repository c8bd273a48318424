// What the database tests' Vitest global setup hands to test files (`inject('postgresUrl')`).
declare module 'vitest' {
  export interface ProvidedContext {
    /** The admin URL of this test run's private PostgreSQL server (its `postgres` database). */
    postgresUrl: string
  }
}

export {}
