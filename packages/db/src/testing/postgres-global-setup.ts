import type { TestProject } from 'vitest/node'
import { startPostgresCluster } from './postgres-cluster.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The admin URL of this test run's private PostgreSQL server (its `postgres` database). */
    postgresUrl: string
  }
}

/** Vitest global setup: one private PostgreSQL server for a workspace's test run, stopped after it. */
export default async function setup(project: TestProject) {
  const cluster = await startPostgresCluster()
  project.provide('postgresUrl', cluster.url())
  return () => cluster.stop()
}
