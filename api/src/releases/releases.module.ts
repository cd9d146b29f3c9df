import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { OverrideTokensService } from './override-tokens.service';
import { ReleasesController } from './releases.controller';
import { ReleasesService } from './releases.service';
import { Session, SessionSchema } from '../auth/schemas/session.schema';
import { ReleaseKey, ReleaseKeySchema } from './schemas/release-key.schema';
import { ReleaseOverride, ReleaseOverrideSchema } from './schemas/release-override.schema';
import { ReleasePointer, ReleasePointerSchema } from './schemas/release-pointer.schema';
import { Release, ReleaseSchema } from './schemas/release.schema';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: Release.name, schema: ReleaseSchema },
      { name: ReleasePointer.name, schema: ReleasePointerSchema },
      { name: ReleaseKey.name, schema: ReleaseKeySchema },
      { name: ReleaseOverride.name, schema: ReleaseOverrideSchema },
      // Overrides end with the session they were issued to.
      { name: Session.name, schema: SessionSchema },
    ]),
  ],
  controllers: [ReleasesController],
  providers: [ReleasesService, OverrideTokensService],
})
export class ReleasesModule {}
