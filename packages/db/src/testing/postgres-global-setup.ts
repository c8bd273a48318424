import type { TestProject } from 'vitest/node'
import { startPostgresCluster } from './postgres-cluster.ts'
import type {} from './provided-context.ts'

/** Vitest global setup: one private PostgreSQL server for a workspace's test run, stopped after it. */
export default async function setup(project: TestProject) {
  const cluster = await startPostgresCluster()
  project.provide('postgresUrl', cluster.url())
  return () => cluster.stop()
}
