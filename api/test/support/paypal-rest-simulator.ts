// PayPal's REST API (Orders v2) as one service of its own, outside every API process: the simulator's own
// controller and service in a small application of their own, so several API instances pointed at it
// (PAYPAL_API_URL) share one PayPal, as they would share the real one.
import 'reflect-metadata';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AppConfig } from '../../src/config/app-config';
import { APP_CONFIG } from '../../src/config/app-config.token';
import { registerBodyParsers } from '../../src/http/body-parsers';
import { SIMULATOR_REST_PREFIX } from '../../src/payments/paypal-orders/paypal-orders-endpoints';
import { SimulatorRestController } from '../../src/payments/simulator/simulator-rest.controller';
import {
  SIMULATOR_WEBHOOK_URL,
  SimulatorRestService,
} from '../../src/payments/simulator/simulator-rest.service';

/** A webhook delivery as the simulator signed it: the event's bytes and PayPal's transmission headers. */
export interface WebhookDelivery {
  eventType: string;
  body: string;
  headers: Record<string, string>;
}

const BODY_LIMIT_BYTES = 64 * 1024;

/** The simulator, keeping every delivery it signs, so a test can deliver one again as PayPal does. */
class RecordingSimulator extends SimulatorRestService {
  readonly deliveries: WebhookDelivery[] = [];

  override signedDelivery(eventType: string, resourceType: string, resource: unknown) {
    const delivery = super.signedDelivery(eventType, resourceType, resource);
    this.deliveries.push({ eventType, ...delivery });
    return delivery;
  }
}

export class PaypalRestSimulator {
  private constructor(
    private readonly app: NestFastifyApplication,
    /** Its own address (the approve page and the signing certificate are under it). */
    readonly url: string,
  ) {}

  /** What the API's PAYPAL_API_URL is set to. */
  get apiUrl(): string {
    return `${this.url}${SIMULATOR_REST_PREFIX}`;
  }

  /** Every webhook delivery signed so far, in order. */
  get deliveries(): readonly WebhookDelivery[] {
    return this.app.get(RecordingSimulator).deliveries;
  }

  /**
   * Listens on a free port of 127.0.0.1 and delivers its webhooks to `webhookUrl` (the shop's, as configured in
   * PayPal's dashboard); the approve page sends the buyer back to the shop's return address as always.
   */
  static async start(options: { webhookUrl: string; shellPublicUrl: string }): Promise<PaypalRestSimulator> {
    // Read per use by the simulator: its own address is filled in once it listens.
    const config = {
      paypalMode: 'simulator',
      apiPublicUrl: '',
      shellPublicUrl: options.shellPublicUrl,
    } as AppConfig;
    @Module({
      controllers: [SimulatorRestController],
      providers: [
        RecordingSimulator,
        { provide: SimulatorRestService, useExisting: RecordingSimulator },
        { provide: APP_CONFIG, useValue: config },
        { provide: SIMULATOR_WEBHOOK_URL, useValue: options.webhookUrl },
      ],
    })
    class PaypalRestSimulatorModule {}

    const app = await NestFactory.create<NestFastifyApplication>(
      PaypalRestSimulatorModule,
      new FastifyAdapter({ bodyLimit: BODY_LIMIT_BYTES }),
      { logger: false, rawBody: true },
    );
    registerBodyParsers(app, BODY_LIMIT_BYTES);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.getHttpServer().address() as { port: number };
    config.apiPublicUrl = `http://127.0.0.1:${port}`;
    return new PaypalRestSimulator(app, config.apiPublicUrl);
  }

  close(): Promise<void> {
    return this.app.close();
  }
}
