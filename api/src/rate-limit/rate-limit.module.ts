import { Global, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { RateLimitPoint, RateLimitPointSchema } from './rate-limit-point.schema';
import { RateLimitService } from './rate-limit.service';

@Global()
@Module({
  imports: [MongooseModule.forFeature([{ name: RateLimitPoint.name, schema: RateLimitPointSchema }])],
  providers: [RateLimitService],
  exports: [RateLimitService],
})
export class RateLimitModule {}
