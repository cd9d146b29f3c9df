import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { COUNTER_MODEL, CounterSchema } from './counter.schema';
import { CountersService } from './counters.service';

@Module({
  imports: [MongooseModule.forFeature([{ name: COUNTER_MODEL, schema: CounterSchema }])],
  providers: [CountersService],
  exports: [CountersService],
})
export class CountersModule {}
