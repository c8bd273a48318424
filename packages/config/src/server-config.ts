import { availableParallelism } from 'node:os'
import { z } from 'zod'

/**
 * The server's whole configuration, read once from the environment at start-up. With no variables set
 * every service runs embedded; a production adapter switches on when its variables are given, and a
 * partial or malformed production configuration stops start-up with a message naming the variable.
 * Secrets have no defaults.
 */

const csv = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean),
)

/** Pino's levels, most to least verbose, then `silent`. */
export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

const port = z.coerce.number().int().min(1).max(65535)

const environmentSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: port.default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    /** Where embedded services keep their data. */
    DATA_DIR: z.string().min(1).default('.data'),
    /** Hosts that show the platform's index of demo websites. Empty in a real deployment. */
    PLATFORM_HOSTS: csv.default(['localhost', '127.0.0.1']),
    /** `{slug}.{suffix}` resolves to that site. Empty in a real deployment. */
    SLUG_HOST_SUFFIXES: csv.default(['localhost']),

    /**
     * The longest time the in-process page cache keeps a page that says it may be shared
     * (`Cache-Control: public, s-maxage=N`). 0 turns the cache off.
     */
    PAGE_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
    /**
     * Sites whose resolved content, browser search key and stock catalogue stay in memory; the least
     * recently served is dropped past it (ADR 061). Memory then grows with the sites in use, not the platform.
     */
    SITE_CACHE_SIZE: z.coerce.number().int().min(1).max(100_000).default(1000),
    /**
     * The most threads rendering pages at once; one runs from the start, the others only while pages wait
     * (ADR 075). By default one a CPU core but one, which the request's thread needs; at least one.
     */
    RENDER_THREADS: z.coerce.number().int().min(1).max(64).optional(),
    /** The least severe log line written (JSON on stdout); `silent` writes none (tests). */
    LOG_LEVEL: z
      .string()
      .transform((value) => value.trim().toLowerCase())
      .pipe(z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }))
      .default('info'),

    CONTENT_SOURCE: z.enum(['embedded', 'sanity']).default('embedded'),
    CONTENT_DATASET_PATH: z.string().min(1).optional(),
    CONTENT_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
    SANITY_PROJECT_ID: z
      .string()
      .regex(/^[a-z0-9-]+$/, 'must be a Sanity project id (lower-case letters, digits and dashes)')
      .optional(),
    SANITY_DATASET: z
      .string()
      .regex(/^[a-z0-9_-]{1,64}$/, 'must be a Sanity dataset name')
      .optional(),
    SANITY_API_VERSION: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date such as 2025-02-19')
      .default('2025-02-19'),
    SANITY_READ_TOKEN: z.string().min(1).optional(),
    SANITY_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),

    SEARCH_SOURCE: z.enum(['embedded', 'typesense']).default('embedded'),
    /** Comma-separated Typesense node URLs, e.g. https://xyz-1.a1.typesense.net:443 */
    TYPESENSE_URL: z
      .string()
      .transform((value) => value.split(',').map((url) => url.trim()))
      .pipe(
        z.array(z.url({ protocol: /^https?$/, error: 'must be http(s) URLs separated by commas' })).min(1),
      )
      .optional(),
    /** Browsers never reach a cluster: they search through each site's own /typesense gateway. */
    TYPESENSE_PUBLIC_URL: z
      .undefined({
        error: 'is no longer read: browsers search through each website’s own /typesense address; unset it',
      })
      .optional(),
    TYPESENSE_ADMIN_API_KEY: z.string().min(8, 'must be at least 8 characters').optional(),
    TYPESENSE_SEARCH_API_KEY: z.string().min(8, 'must be at least 8 characters').optional(),

    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// connection URL')
      .optional(),

    /**
     * Signs lead webhooks to dealer CRMs (each dealer's key is derived from it, ADR 015). Unset, leads
     * stay in the outbox for the dev page: nothing is sent.
     */
    LEAD_WEBHOOK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /** Sends lead emails through this server, e.g. smtps://user:password@smtp.example.com:465. */
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
    LEAD_EMAIL_FROM: z.email('must be an email address').optional(),
    /** Leads one client address may send per hour, across every instance (counted in the database). */
    LEADS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(30),
    /** Leads one phone number may send per hour. */
    LEADS_PER_PHONE_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(5),
    /** Wait after a delivery's first failure; doubled after each further one (capped at 6 hours). */
    OUTBOX_RETRY_BASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    /** How many proxies in front of the app set X-Forwarded-For; 0 trusts none (the socket's address). */
    TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    /**
     * Signs shoppers' session cookies (better-auth) and keys the hashes of sign-in codes. Required with
     * DATABASE_URL; embedded, a random secret is kept in DATA_DIR (never a fixed default).
     */
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /** Sign-in codes one phone number may be sent per hour, across every instance. */
    SIGN_IN_CODES_PER_PHONE_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(5),
    /** Sign-in codes one client address may ask for per hour. */
    SIGN_IN_CODES_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(20),
    /** Twilio sends shoppers' SMS (codes and price alerts) when these are set; unset, SMS wait on /dev/sms. */
    TWILIO_ACCOUNT_SID: z
      .string()
      .regex(/^AC[0-9a-fA-F]{32}$/, 'must be a Twilio account SID (AC followed by 32 hex digits)')
      .optional(),
    TWILIO_AUTH_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    /** The sender: an E.164 number or alphanumeric sender id; or TWILIO_MESSAGING_SERVICE_SID instead. */
    TWILIO_FROM: z
      .string()
      .regex(/^(\+[1-9]\d{6,14}|[A-Za-z0-9 ]{1,11})$/, 'must be an E.164 number or an alphanumeric sender id')
      .optional(),
    TWILIO_MESSAGING_SERVICE_SID: z
      .string()
      .regex(/^MG[0-9a-fA-F]{32}$/, 'must be a Twilio messaging service SID (MG followed by 32 hex digits)')
      .optional(),
    /** Another address for the Twilio API (a regional proxy, or a fake in tests). */
    TWILIO_API_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
    /**
     * The dealers' test-drive appointment service (GET with dealer_id, location_id, from and days; JSON
     * slots). Unset, slots come from each location's opening hours; also the fallback when it fails.
     */
    TEST_DRIVE_SLOTS_URL: z.url({ protocol: /^https$/, error: 'must be an https:// URL' }).optional(),
    /**
     * The finance broker's API (YouX-style: POST /quote and /customers with a Bearer key). Unset, quotes
     * come from the embedded rate table and customers are kept in our database (embedded).
     */
    FINANCE_BROKER_URL: z.url({ protocol: /^https?$/ }).optional(),
    FINANCE_BROKER_API_KEY: z.string().min(16, 'must be at least 16 characters').optional(),
    /**
     * An Australian rego and VIN data service (GET /vehicles?state=&plate= or ?vin= with a Bearer key), for
     * the trade-in form's rego lookup. Unset, lookups read the demo's registry (DATA_DIR/demo).
     */
    VEHICLE_LOOKUP_URL: z.url({ protocol: /^https$/ }).optional(),
    VEHICLE_LOOKUP_API_KEY: z.string().min(16, 'must be at least 16 characters').optional(),
    VEHICLE_LOOKUP_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(5_000),
    /** Each broker request's timeout; a timed-out request is retried twice. */
    FINANCE_BROKER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8_000),
    /** Finance quotes one client address may ask for per hour (each a broker request with a broker). */
    FINANCE_QUOTES_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(300),
    /**
     * Comma-separated https origins the broker sends shoppers on to after 'Get Pre-Approved' (its
     * `redirectUrl`), when that is not the broker's own API origin: the Content-Security-Policy's
     * `form-action` lets a form post redirect there (docs/decisions/023-security-headers.md).
     */
    FINANCE_APPLICATION_ORIGINS: z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z
            .url({ protocol: /^https$/, error: 'must be https:// origins, comma-separated' })
            .transform((url) => new URL(url).origin),
        ),
      )
      .optional(),
    /**
     * Stripe takes reserve deposits when both are set (a secret key and the webhook endpoint's signing
     * secret). Unset, the built-in test payment page takes them (test mode, no money moves), except in
     * production, where nothing does and reserve and buy online are off.
     */
    STRIPE_SECRET_KEY: z
      .string()
      .regex(
        /^(sk|rk)_(test|live)_[0-9A-Za-z]{8,}$/,
        'must be a Stripe secret or restricted key (sk_… or rk_…)',
      )
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_[0-9A-Za-z]{8,}$/, 'must be a Stripe webhook signing secret (whsec_…)')
      .optional(),
    /** Another address for the Stripe API (a fake on loopback in tests). */
    STRIPE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
    /**
     * How long an unpaid reservation holds its car, in seconds: the issue's 15 minutes. Shorter only for
     * tests and demonstrations of the expiry.
     */
    RESERVATION_PENDING_HOLD_SECONDS: z.coerce.number().int().min(5).max(3600).default(900),
    /** How often unpaid reservations past their hold are looked for (expired, and their car freed). */
    RESERVATION_SWEEP_SECONDS: z.coerce.number().int().min(1).max(300).default(10),
  })
  .superRefine((env, context) => {
    if (env.SEARCH_SOURCE === 'typesense') {
      for (const name of ['TYPESENSE_URL', 'TYPESENSE_ADMIN_API_KEY', 'TYPESENSE_SEARCH_API_KEY'] as const) {
        if (!env[name]) {
          context.addIssue({
            code: 'custom',
            path: [name],
            message: 'is required when SEARCH_SOURCE=typesense',
          })
        }
      }
    }
    if (env.CONTENT_SOURCE === 'sanity') {
      for (const name of ['SANITY_PROJECT_ID', 'SANITY_DATASET', 'SANITY_WEBHOOK_SECRET'] as const) {
        if (!env[name]) {
          context.addIssue({
            code: 'custom',
            path: [name],
            message: 'is required when CONTENT_SOURCE=sanity',
          })
        }
      }
    }
    if (env.DATABASE_URL && !env.AUTH_SECRET) {
      context.addIssue({ code: 'custom', path: ['AUTH_SECRET'], message: 'is required with DATABASE_URL' })
    }
    const twilio =
      env.TWILIO_ACCOUNT_SID || env.TWILIO_AUTH_TOKEN || env.TWILIO_FROM || env.TWILIO_MESSAGING_SERVICE_SID
    if (twilio) {
      for (const name of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN'] as const) {
        if (!env[name]) {
          context.addIssue({ code: 'custom', path: [name], message: 'is required when Twilio is configured' })
        }
      }
      if (!env.TWILIO_FROM && !env.TWILIO_MESSAGING_SERVICE_SID) {
        context.addIssue({
          code: 'custom',
          path: ['TWILIO_FROM'],
          message: 'or TWILIO_MESSAGING_SERVICE_SID is required when Twilio is configured',
        })
      }
    }
    if (Boolean(env.FINANCE_BROKER_URL) !== Boolean(env.FINANCE_BROKER_API_KEY)) {
      const missing = env.FINANCE_BROKER_URL ? 'FINANCE_BROKER_API_KEY' : 'FINANCE_BROKER_URL'
      context.addIssue({
        code: 'custom',
        path: [missing],
        message: 'is required when the other of FINANCE_BROKER_URL and FINANCE_BROKER_API_KEY is set',
      })
    }
    if (Boolean(env.VEHICLE_LOOKUP_URL) !== Boolean(env.VEHICLE_LOOKUP_API_KEY)) {
      const missing = env.VEHICLE_LOOKUP_URL ? 'VEHICLE_LOOKUP_API_KEY' : 'VEHICLE_LOOKUP_URL'
      context.addIssue({
        code: 'custom',
        path: [missing],
        message: 'is required when the other of VEHICLE_LOOKUP_URL and VEHICLE_LOOKUP_API_KEY is set',
      })
    }
    if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
      const missing = env.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY'
      context.addIssue({
        code: 'custom',
        path: [missing],
        message: 'is required when the other of STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET is set',
      })
    }
    if (Boolean(env.SMTP_URL) !== Boolean(env.LEAD_EMAIL_FROM)) {
      const missing = env.SMTP_URL ? 'LEAD_EMAIL_FROM' : 'SMTP_URL'
      context.addIssue({
        code: 'custom',
        path: [missing],
        message: 'is required when the other of SMTP_URL and LEAD_EMAIL_FROM is set',
      })
    }
  })

export type ServerEnvironment = z.output<typeof environmentSchema>

export interface ServerConfig {
  env: ServerEnvironment['NODE_ENV']
  port: number
  host: string
  dataDir: string
  /** The least severe log line written; `silent` for none. */
  logLevel: LogLevel
  tenancy: { platformHosts: string[]; slugHostSuffixes: string[] }
  pageCache: { maxAgeSeconds: number }
  /** How many sites' resolved content, search keys and stock catalogues are kept in memory. */
  siteCache: { maxSites: number }
  /** The most threads rendering pages at once (built servers; development renders in place). */
  renderThreads: { max: number }
  content:
    | {
        source: 'embedded'
        datasetPath: string | null
        watch: boolean
        /** Optional here: with it, the content webhook also works against the embedded dataset. */
        webhookSecret: string | null
      }
    | {
        source: 'sanity'
        projectId: string
        dataset: string
        apiVersion: string
        token: string | null
        webhookSecret: string
        cacheTtlSeconds: number
      }
  search:
    | { source: 'embedded'; dataDir: string }
    | { source: 'typesense'; nodes: string[]; adminApiKey: string; searchApiKey: string }
  database: { driver: 'pg'; url: string } | { driver: 'pglite'; dataDir: string }
  leads: {
    /** Null: CRM deliveries wait in the outbox (embedded mode). */
    webhookSecret: string | null
    /** Null: email deliveries wait in the outbox. */
    email: { smtpUrl: string; from: string } | null
    ratePerHour: { ip: number; phone: number }
    retryBaseMs: number
  }
  trustProxyHops: number
  accounts: {
    /** Null: embedded; the server keeps a random secret in its data directory. */
    authSecret: string | null
    codesPerHour: { phone: number; ip: number }
    /** Null: shoppers' SMS wait in the outbox, listed on /dev/sms. */
    twilio: {
      accountSid: string
      authToken: string
      from: string | null
      messagingServiceSid: string | null
      apiBaseUrl: string | null
    } | null
  }
  /** Null: test-drive slots come from the locations' opening hours (embedded). */
  testDriveSlots: { url: string | null }
  /** Null service: rego lookups read the demo's registry in DATA_DIR/demo (embedded). */
  vehicleLookup: { service: { url: string; apiKey: string; timeoutMs: number } | null }
  /** Null broker: quotes from the embedded rate table, customers kept in our database. */
  finance: {
    broker: { url: string; apiKey: string; timeoutMs: number } | null
    /** Quotes one client address may ask for per hour, across every instance (counted in the database). */
    quotesPerIpPerHour: number
  }
  security: {
    /** Where the finance broker's application pages live, besides the broker's own origin (form-action). */
    financeApplicationOrigins: string[]
  }
  payments: {
    /**
     * Who takes reserve deposits: Stripe when configured, else the built-in test payment page (test mode,
     * no money moves), which never does in production. Null: nothing does, so reserve and buy online are off.
     */
    provider: 'stripe' | 'embedded' | null
    stripe: { secretKey: string; webhookSecret: string; apiUrl: string | null } | null
    pendingHoldSeconds: number
    sweepSeconds: number
  }
}

/** Lists whose empty value means "none", not "unset" (which keeps the development defaults). */
const EMPTY_IS_A_VALUE = new Set(['PLATFORM_HOSTS', 'SLUG_HOST_SUFFIXES'])

export class ConfigurationError extends Error {
  override name = 'ConfigurationError'
}

export function loadServerConfig(
  environment: Record<string, string | undefined> = process.env,
): ServerConfig {
  // An empty variable means "not set", as shells and .env files usually intend, except for the lists a real
  // deployment sets empty on purpose: there, empty is the value (no index of sites, no slug hosts).
  const present = Object.fromEntries(
    Object.entries(environment).filter(([name, value]) => value !== '' || EMPTY_IS_A_VALUE.has(name)),
  )
  const parsed = environmentSchema.safeParse(present)
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(environment)'} ${issue.message}`,
    )
    throw new ConfigurationError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const env = parsed.data
  const content: ServerConfig['content'] =
    env.CONTENT_SOURCE === 'sanity'
      ? {
          source: 'sanity',
          projectId: env.SANITY_PROJECT_ID!,
          dataset: env.SANITY_DATASET!,
          apiVersion: env.SANITY_API_VERSION,
          token: env.SANITY_READ_TOKEN ?? null,
          webhookSecret: env.SANITY_WEBHOOK_SECRET!,
          cacheTtlSeconds: env.CONTENT_CACHE_TTL_SECONDS,
        }
      : {
          source: 'embedded',
          datasetPath: env.CONTENT_DATASET_PATH ?? null,
          watch: env.NODE_ENV !== 'production',
          webhookSecret: env.SANITY_WEBHOOK_SECRET ?? null,
        }
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir: env.DATA_DIR,
    logLevel: env.LOG_LEVEL,
    tenancy: { platformHosts: env.PLATFORM_HOSTS, slugHostSuffixes: env.SLUG_HOST_SUFFIXES },
    pageCache: { maxAgeSeconds: env.PAGE_CACHE_TTL_SECONDS },
    siteCache: { maxSites: env.SITE_CACHE_SIZE },
    renderThreads: { max: env.RENDER_THREADS ?? Math.max(1, availableParallelism() - 1) },
    content,
    search:
      env.SEARCH_SOURCE === 'typesense'
        ? {
            source: 'typesense',
            nodes: env.TYPESENSE_URL!,
            adminApiKey: env.TYPESENSE_ADMIN_API_KEY!,
            searchApiKey: env.TYPESENSE_SEARCH_API_KEY!,
          }
        : { source: 'embedded', dataDir: `${env.DATA_DIR}/search` },
    database: env.DATABASE_URL
      ? { driver: 'pg', url: env.DATABASE_URL }
      : { driver: 'pglite', dataDir: `${env.DATA_DIR}/pglite` },
    leads: {
      webhookSecret: env.LEAD_WEBHOOK_SECRET ?? null,
      email:
        env.SMTP_URL && env.LEAD_EMAIL_FROM ? { smtpUrl: env.SMTP_URL, from: env.LEAD_EMAIL_FROM } : null,
      ratePerHour: { ip: env.LEADS_PER_IP_PER_HOUR, phone: env.LEADS_PER_PHONE_PER_HOUR },
      retryBaseMs: env.OUTBOX_RETRY_BASE_SECONDS * 1000,
    },
    trustProxyHops: env.TRUST_PROXY_HOPS,
    accounts: {
      authSecret: env.AUTH_SECRET ?? null,
      codesPerHour: { phone: env.SIGN_IN_CODES_PER_PHONE_PER_HOUR, ip: env.SIGN_IN_CODES_PER_IP_PER_HOUR },
      twilio:
        env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN
          ? {
              accountSid: env.TWILIO_ACCOUNT_SID,
              authToken: env.TWILIO_AUTH_TOKEN,
              from: env.TWILIO_FROM ?? null,
              messagingServiceSid: env.TWILIO_MESSAGING_SERVICE_SID ?? null,
              apiBaseUrl: env.TWILIO_API_BASE_URL ?? null,
            }
          : null,
    },
    testDriveSlots: { url: env.TEST_DRIVE_SLOTS_URL ?? null },
    vehicleLookup: {
      service:
        env.VEHICLE_LOOKUP_URL && env.VEHICLE_LOOKUP_API_KEY
          ? {
              url: env.VEHICLE_LOOKUP_URL,
              apiKey: env.VEHICLE_LOOKUP_API_KEY,
              timeoutMs: env.VEHICLE_LOOKUP_TIMEOUT_MS,
            }
          : null,
    },
    finance: {
      broker:
        env.FINANCE_BROKER_URL && env.FINANCE_BROKER_API_KEY
          ? {
              url: env.FINANCE_BROKER_URL,
              apiKey: env.FINANCE_BROKER_API_KEY,
              timeoutMs: env.FINANCE_BROKER_TIMEOUT_MS,
            }
          : null,
      quotesPerIpPerHour: env.FINANCE_QUOTES_PER_IP_PER_HOUR,
    },
    security: { financeApplicationOrigins: env.FINANCE_APPLICATION_ORIGINS ?? [] },
    payments: {
      provider:
        env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
          ? 'stripe'
          : env.NODE_ENV === 'production'
            ? null
            : 'embedded',
      stripe:
        env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
          ? {
              secretKey: env.STRIPE_SECRET_KEY,
              webhookSecret: env.STRIPE_WEBHOOK_SECRET,
              apiUrl: env.STRIPE_API_URL ?? null,
            }
          : null,
      pendingHoldSeconds: env.RESERVATION_PENDING_HOLD_SECONDS,
      sweepSeconds: env.RESERVATION_SWEEP_SECONDS,
    },
  }
}
