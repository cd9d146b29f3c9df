import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { OverrideTokensService } from './override-tokens.service';
import { ReleasesController } from './releases.controller';
import { ReleasesService } from './releases.service';
import { ReleaseKey, ReleaseKeySchema } from './schemas/release-key.schema';
import { ReleasePointer, ReleasePointerSchema } from './schemas/release-pointer.schema';
import { Release, ReleaseSchema } from './schemas/release.schema';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: Release.name, schema: ReleaseSchema },
      { name: ReleasePointer.name, schema: ReleasePointerSchema },
      { name: ReleaseKey.name, schema: ReleaseKeySchema },
    ]),
  ],
  controllers: [ReleasesController],
  providers: [ReleasesService, OverrideTokensService],
})
export class ReleasesModule {}
