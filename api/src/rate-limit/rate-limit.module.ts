import { Global, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { RateLimitCounter, RateLimitCounterSchema } from './rate-limit.schema';
import { RateLimitService } from './rate-limit.service';

@Global()
@Module({
  imports: [MongooseModule.forFeature([{ name: RateLimitCounter.name, schema: RateLimitCounterSchema }])],
  providers: [RateLimitService],
  exports: [RateLimitService],
})
export class RateLimitModule {}
