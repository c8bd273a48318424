import { availableParallelism } from 'node:os'
import { describe, expect, it } from 'vitest'
import { ConfigurationError, loadServerConfig } from './server-config.ts'

describe('loadServerConfig', () => {
  it('runs every service embedded when nothing is configured', () => {
    const config = loadServerConfig({})
    expect(config.port).toBe(3000)
    expect(config.content).toEqual({
      source: 'embedded',
      datasetPath: null,
      watch: true,
      webhookSecret: null,
    })
    expect(config.database).toEqual({ driver: 'pglite', dataDir: '.data/pglite' })
    expect(config.tenancy).toEqual({
      platformHosts: ['localhost', '127.0.0.1'],
      slugHostSuffixes: ['localhost'],
    })
  })

  it('switches to PostgreSQL when DATABASE_URL is given', () => {
    const config = loadServerConfig({
      DATABASE_URL: 'postgres://forecourt@db:5432/forecourt',
      AUTH_SECRET: 'a'.repeat(32),
    })
    expect(config.database).toEqual({ driver: 'pg', url: 'postgres://forecourt@db:5432/forecourt' })
  })

  it('switches content to Sanity with a complete configuration', () => {
    const config = loadServerConfig({
      CONTENT_SOURCE: 'sanity',
      SANITY_PROJECT_ID: 'abc123',
      SANITY_DATASET: 'production',
      SANITY_WEBHOOK_SECRET: 'a-very-long-webhook-secret',
    })
    expect(config.content).toMatchObject({
      source: 'sanity',
      projectId: 'abc123',
      token: null,
      apiVersion: '2025-02-19',
    })
  })

  it('names every missing variable of a partial Sanity configuration', () => {
    const load = () => loadServerConfig({ CONTENT_SOURCE: 'sanity', SANITY_PROJECT_ID: 'abc123' })
    expect(load).toThrow(ConfigurationError)
    expect(load).toThrow(/SANITY_DATASET is required when CONTENT_SOURCE=sanity/)
    expect(load).toThrow(/SANITY_WEBHOOK_SECRET is required when CONTENT_SOURCE=sanity/)
  })

  it('names a malformed variable', () => {
    expect(() => loadServerConfig({ PORT: 'eighty' })).toThrow(/PORT/)
    expect(() => loadServerConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must be a postgres/)
    expect(() => loadServerConfig({ CONTENT_SOURCE: 'wordpress' })).toThrow(/CONTENT_SOURCE/)
  })

  it('bounds the sites kept in memory, 1,000 unless told, and refuses a bound of none', () => {
    expect(loadServerConfig({}).siteCache).toEqual({ maxSites: 1000 })
    expect(loadServerConfig({ SITE_CACHE_SIZE: '50' }).siteCache).toEqual({ maxSites: 50 })
    expect(() => loadServerConfig({ SITE_CACHE_SIZE: '0' })).toThrow(/SITE_CACHE_SIZE/)
    expect(() => loadServerConfig({ SITE_CACHE_SIZE: 'many' })).toThrow(/SITE_CACHE_SIZE/)
  })

  it('renders pages on at most one thread a CPU core but one (at least one) unless told, and refuses none', () => {
    expect(loadServerConfig({}).renderThreads).toEqual({ max: Math.max(1, availableParallelism() - 1) })
    expect(loadServerConfig({ RENDER_THREADS: '3' }).renderThreads).toEqual({ max: 3 })
    expect(() => loadServerConfig({ RENDER_THREADS: '0' })).toThrow(/RENDER_THREADS/)
    expect(() => loadServerConfig({ RENDER_THREADS: 'all' })).toThrow(/RENDER_THREADS/)
  })

  it('treats an empty variable as unset', () => {
    expect(loadServerConfig({ DATABASE_URL: '' }).database.driver).toBe('pglite')
  })

  it('turns slug hosts off when configured empty for a real deployment', () => {
    const config = loadServerConfig({ SLUG_HOST_SUFFIXES: ' ', PLATFORM_HOSTS: ' ' })
    expect(config.tenancy).toEqual({ platformHosts: [], slugHostSuffixes: [] })
  })

  it('reads PLATFORM_HOSTS= and SLUG_HOST_SUFFIXES= set empty as none, not as unset', () => {
    // README: "set empty in production". Unset keeps the development defaults (localhost).
    const config = loadServerConfig({ NODE_ENV: 'production', PLATFORM_HOSTS: '', SLUG_HOST_SUFFIXES: '' })
    expect(config.tenancy).toEqual({ platformHosts: [], slugHostSuffixes: [] })
    expect(loadServerConfig({ PLATFORM_HOSTS: '' }).tenancy).toEqual({
      platformHosts: [],
      slugHostSuffixes: ['localhost'],
    })
    expect(loadServerConfig({ SLUG_HOST_SUFFIXES: '' }).tenancy).toEqual({
      platformHosts: ['localhost', '127.0.0.1'],
      slugHostSuffixes: [],
    })
  })
})

describe('LOG_LEVEL', () => {
  it('logs at info by default', () => {
    expect(loadServerConfig({}).logLevel).toBe('info')
  })

  it("takes pino's levels in any case, and silent for tests", () => {
    expect(loadServerConfig({ LOG_LEVEL: 'debug' }).logLevel).toBe('debug')
    expect(loadServerConfig({ LOG_LEVEL: ' WARN ' }).logLevel).toBe('warn')
    expect(loadServerConfig({ LOG_LEVEL: 'silent' }).logLevel).toBe('silent')
  })

  it('treats an empty LOG_LEVEL as unset', () => {
    expect(loadServerConfig({ LOG_LEVEL: '' }).logLevel).toBe('info')
  })

  it('names LOG_LEVEL and the levels it takes when the value is not one', () => {
    const load = () => loadServerConfig({ LOG_LEVEL: 'verbose' })
    expect(load).toThrow(ConfigurationError)
    expect(load).toThrow(/LOG_LEVEL must be one of trace, debug, info, warn, error, fatal, silent/)
  })
})

describe('search configuration', () => {
  it('runs the embedded engine by default, keeping its data under DATA_DIR', () => {
    expect(loadServerConfig({}).search).toEqual({ source: 'embedded', dataDir: '.data/search' })
  })

  it('points at a Typesense cluster with all its variables', () => {
    const config = loadServerConfig({
      SEARCH_SOURCE: 'typesense',
      TYPESENSE_URL: 'https://a.typesense.net:443, https://b.typesense.net:443',
      TYPESENSE_ADMIN_API_KEY: 'admin-key-123',
      TYPESENSE_SEARCH_API_KEY: 'search-key-123',
    })
    expect(config.search).toEqual({
      source: 'typesense',
      nodes: ['https://a.typesense.net:443', 'https://b.typesense.net:443'],
      adminApiKey: 'admin-key-123',
      searchApiKey: 'search-key-123',
    })
  })

  it('refuses TYPESENSE_PUBLIC_URL: browsers never reach a cluster', () => {
    expect(() =>
      loadServerConfig({
        SEARCH_SOURCE: 'typesense',
        TYPESENSE_URL: 'https://a.typesense.net:443',
        TYPESENSE_PUBLIC_URL: 'https://search.example.com',
        TYPESENSE_ADMIN_API_KEY: 'admin-key-123',
        TYPESENSE_SEARCH_API_KEY: 'search-key-123',
      }),
    ).toThrow(
      /TYPESENSE_PUBLIC_URL is no longer read: browsers search through each website’s own \/typesense/,
    )
  })

  it('names the missing Typesense variables', () => {
    const load = () =>
      loadServerConfig({ SEARCH_SOURCE: 'typesense', TYPESENSE_URL: 'http://127.0.0.1:8108' })
    expect(load).toThrow(/TYPESENSE_ADMIN_API_KEY is required when SEARCH_SOURCE=typesense/)
    expect(load).toThrow(/TYPESENSE_SEARCH_API_KEY is required when SEARCH_SOURCE=typesense/)
  })

  it('rejects a Typesense URL that is not http(s)', () => {
    expect(() => loadServerConfig({ TYPESENSE_URL: 'ftp://x' })).toThrow(/TYPESENSE_URL/)
  })
})

describe('lead delivery configuration', () => {
  it('keeps leads in the outbox, sending nothing, when no delivery is configured', () => {
    const { leads } = loadServerConfig({})
    expect(leads.webhookSecret).toBeNull()
    expect(leads.email).toBeNull()
    expect(leads.ratePerHour).toEqual({ ip: 30, phone: 5 })
    expect(leads.retryBaseMs).toBe(30_000)
  })

  it('sends CRM webhooks with a long enough signing secret, and refuses a short one', () => {
    const secret = 'x'.repeat(32)
    expect(loadServerConfig({ LEAD_WEBHOOK_SECRET: secret }).leads.webhookSecret).toBe(secret)
    expect(() => loadServerConfig({ LEAD_WEBHOOK_SECRET: 'short' })).toThrow(
      /LEAD_WEBHOOK_SECRET must be at least 32 characters/,
    )
  })

  it('needs both SMTP_URL and LEAD_EMAIL_FROM to send email', () => {
    const config = loadServerConfig({
      SMTP_URL: 'smtps://leads:pw@smtp.example.com:465',
      LEAD_EMAIL_FROM: 'leads@forecourt.example',
    })
    expect(config.leads.email).toEqual({
      smtpUrl: 'smtps://leads:pw@smtp.example.com:465',
      from: 'leads@forecourt.example',
    })
    expect(() => loadServerConfig({ SMTP_URL: 'smtp://localhost:25' })).toThrow(/LEAD_EMAIL_FROM is required/)
    expect(() => loadServerConfig({ SMTP_URL: 'https://mail.example.com' })).toThrow(
      /SMTP_URL must be an smtp/,
    )
  })
})

describe('test-drive slots configuration', () => {
  it('computes slots from opening hours when no appointment service is configured', () => {
    expect(loadServerConfig({}).testDriveSlots).toEqual({ url: null })
    expect(loadServerConfig({ TEST_DRIVE_SLOTS_URL: '' }).testDriveSlots).toEqual({ url: null })
  })

  it('asks the appointment service at an https URL, and refuses any other', () => {
    const url = 'https://bookings.example.com/test-drive/slots'
    expect(loadServerConfig({ TEST_DRIVE_SLOTS_URL: url }).testDriveSlots).toEqual({ url })
    expect(() => loadServerConfig({ TEST_DRIVE_SLOTS_URL: 'http://bookings.example.com/slots' })).toThrow(
      /TEST_DRIVE_SLOTS_URL must be an https:\/\/ URL/,
    )
    expect(() => loadServerConfig({ TEST_DRIVE_SLOTS_URL: 'bookings' })).toThrow(/TEST_DRIVE_SLOTS_URL/)
  })
})

describe('shopper accounts configuration', () => {
  const sid = `AC${'0123456789abcdef'.repeat(2)}`
  const token = 'twilio-auth-token-0123'

  it('keeps a random secret embedded and leaves SMS in the dev outbox when nothing is configured', () => {
    expect(loadServerConfig({}).accounts).toEqual({
      authSecret: null,
      codesPerHour: { phone: 5, ip: 20 },
      twilio: null,
    })
  })

  it('needs AUTH_SECRET (32+ characters) with a production database', () => {
    const url = 'postgres://forecourt@db:5432/forecourt'
    expect(() => loadServerConfig({ DATABASE_URL: url })).toThrow(/AUTH_SECRET is required with DATABASE_URL/)
    expect(() => loadServerConfig({ DATABASE_URL: url, AUTH_SECRET: 'short' })).toThrow(
      /AUTH_SECRET must be at least 32 characters/,
    )
  })

  it('sends SMS through Twilio with a complete configuration, and names what a partial one lacks', () => {
    const config = loadServerConfig({
      TWILIO_ACCOUNT_SID: sid,
      TWILIO_AUTH_TOKEN: token,
      TWILIO_FROM: '+61400000000',
    })
    expect(config.accounts.twilio).toEqual({
      accountSid: sid,
      authToken: token,
      from: '+61400000000',
      messagingServiceSid: null,
      apiBaseUrl: null,
    })
    expect(() => loadServerConfig({ TWILIO_ACCOUNT_SID: sid })).toThrow(/TWILIO_AUTH_TOKEN is required/)
    expect(() => loadServerConfig({ TWILIO_ACCOUNT_SID: sid, TWILIO_AUTH_TOKEN: token })).toThrow(
      /TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID is required/,
    )
    expect(() => loadServerConfig({ TWILIO_ACCOUNT_SID: 'nope', TWILIO_AUTH_TOKEN: token })).toThrow(
      /TWILIO_ACCOUNT_SID must be a Twilio account SID/,
    )
  })

  it('reads the sign-in code limits', () => {
    const config = loadServerConfig({
      SIGN_IN_CODES_PER_PHONE_PER_HOUR: '3',
      SIGN_IN_CODES_PER_IP_PER_HOUR: '9',
    })
    expect(config.accounts.codesPerHour).toEqual({ phone: 3, ip: 9 })
  })
})

describe('finance application origins (form-action)', () => {
  it('lists none by default and keeps only the origin of each https address', () => {
    expect(loadServerConfig({}).security.financeApplicationOrigins).toEqual([])
    expect(
      loadServerConfig({
        FINANCE_APPLICATION_ORIGINS: 'https://apply.broker.example/continue, https://id.broker.example',
      }).security.financeApplicationOrigins,
    ).toEqual(['https://apply.broker.example', 'https://id.broker.example'])
    expect(() => loadServerConfig({ FINANCE_APPLICATION_ORIGINS: 'http://apply.broker.example' })).toThrow(
      /FINANCE_APPLICATION_ORIGINS/,
    )
  })
})

describe('finance provider configuration', () => {
  it('quotes and keeps customers embedded when no broker is configured', () => {
    expect(loadServerConfig({}).finance).toEqual({ broker: null, quotesPerIpPerHour: 300 })
    expect(loadServerConfig({ FINANCE_QUOTES_PER_IP_PER_HOUR: '20' }).finance.quotesPerIpPerHour).toBe(20)
  })

  it('talks to a broker with both its URL and key, and names what a partial configuration lacks', () => {
    const config = loadServerConfig({
      FINANCE_BROKER_URL: 'https://api.broker.example/v1',
      FINANCE_BROKER_API_KEY: 'broker-key-0123456789',
    })
    expect(config.finance.broker).toEqual({
      url: 'https://api.broker.example/v1',
      apiKey: 'broker-key-0123456789',
      timeoutMs: 8000,
    })
    expect(() => loadServerConfig({ FINANCE_BROKER_URL: 'https://api.broker.example/v1' })).toThrow(
      /FINANCE_BROKER_API_KEY is required/,
    )
    expect(() => loadServerConfig({ FINANCE_BROKER_API_KEY: 'short' })).toThrow(/at least 16 characters/)
    expect(() =>
      loadServerConfig({
        FINANCE_BROKER_URL: 'ftp://broker.example',
        FINANCE_BROKER_API_KEY: 'broker-key-0123456789',
      }),
    ).toThrow(/FINANCE_BROKER_URL/)
  })

  it('takes deposits through Stripe only with its key and webhook secret, else on the test payment page', () => {
    const defaults = loadServerConfig({})
    expect(defaults.payments).toEqual({
      provider: 'embedded',
      stripe: null,
      pendingHoldSeconds: 900,
      sweepSeconds: 10,
    })
    const config = loadServerConfig({
      STRIPE_SECRET_KEY: 'sk_test_0123456789abcdef',
      STRIPE_WEBHOOK_SECRET: 'whsec_0123456789abcdef',
    })
    expect(config.payments.provider).toBe('stripe')
    expect(config.payments.stripe).toEqual({
      secretKey: 'sk_test_0123456789abcdef',
      webhookSecret: 'whsec_0123456789abcdef',
      apiUrl: null,
    })
    expect(() => loadServerConfig({ STRIPE_SECRET_KEY: 'sk_test_0123456789abcdef' })).toThrow(
      /STRIPE_WEBHOOK_SECRET is required/,
    )
    expect(() => loadServerConfig({ STRIPE_SECRET_KEY: 'pk_test_0123456789abcdef' })).toThrow(
      /must be a Stripe secret or restricted key/,
    )
    expect(() => loadServerConfig({ RESERVATION_PENDING_HOLD_SECONDS: '1' })).toThrow(
      /RESERVATION_PENDING_HOLD_SECONDS/,
    )
  })

  it('never takes deposits on the test payment page in production: without Stripe, nothing takes them', () => {
    // Security issue: "in production the test provider never exists".
    expect(loadServerConfig({ NODE_ENV: 'production' }).payments.provider).toBeNull()
    expect(loadServerConfig({ NODE_ENV: 'test' }).payments.provider).toBe('embedded')
    const stripe = loadServerConfig({
      NODE_ENV: 'production',
      STRIPE_SECRET_KEY: 'sk_live_0123456789abcdef',
      STRIPE_WEBHOOK_SECRET: 'whsec_0123456789abcdef',
    })
    expect(stripe.payments.provider).toBe('stripe')
  })
})

describe('vehicle lookup configuration', () => {
  it("reads the demo's registry unless a rego data service is configured, over https, with its key", () => {
    expect(loadServerConfig({}).vehicleLookup).toEqual({ service: null })
    expect(
      loadServerConfig({
        VEHICLE_LOOKUP_URL: 'https://rego.example/v1',
        VEHICLE_LOOKUP_API_KEY: 'rego-key-0123456789',
      }).vehicleLookup,
    ).toEqual({ service: { url: 'https://rego.example/v1', apiKey: 'rego-key-0123456789', timeoutMs: 5000 } })
    expect(() => loadServerConfig({ VEHICLE_LOOKUP_URL: 'https://rego.example/v1' })).toThrow(
      /VEHICLE_LOOKUP_API_KEY is required/,
    )
    expect(() =>
      loadServerConfig({
        VEHICLE_LOOKUP_URL: 'http://rego.example/v1',
        VEHICLE_LOOKUP_API_KEY: 'rego-key-0123456789',
      }),
    ).toThrow(/VEHICLE_LOOKUP_URL/)
  })
})
