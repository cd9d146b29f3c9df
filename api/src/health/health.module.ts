import { Global, Module } from '@nestjs/common';
import { HealthController } from './health.controller';
import { Readiness } from './readiness';

/** Global so that any module can add a condition of readiness. */
@Global()
@Module({ controllers: [HealthController], providers: [Readiness], exports: [Readiness] })
export class HealthModule {}
