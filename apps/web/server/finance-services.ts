import type { ServerConfig } from '@forecourt/config/server-config'
import { brokerFinanceProvider } from '@forecourt/finance/broker-finance-provider'
import { embeddedFinanceProvider } from '@forecourt/finance/embedded-finance-provider'
import type { FinanceProvider } from '@forecourt/finance/finance-provider'

/** The finance provider the configuration names: the broker's API, or the embedded rate table. */
export function createFinanceProvider(config: ServerConfig): FinanceProvider {
  const broker = config.finance.broker
  return broker
    ? brokerFinanceProvider({ baseUrl: broker.url, apiKey: broker.apiKey, timeoutMs: broker.timeoutMs })
    : embeddedFinanceProvider()
}
