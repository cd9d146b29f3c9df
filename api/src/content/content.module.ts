import { Module } from '@nestjs/common';
import { CONTENT_CATALOGUE } from '@agency/contracts';
import { DemoSeedModule } from '../seed/demo-seed.module';
import { ContentResourceModule } from './content-resource.module';

/** Every resource of the content catalogue, plus the demo content that fills them on a fresh database. */
@Module({
  imports: [
    ...CONTENT_CATALOGUE.map((resource) => ContentResourceModule.forResource(resource)),
    DemoSeedModule,
  ],
})
export class ContentModule {}
