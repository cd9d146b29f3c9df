import { Module } from '@nestjs/common';
import { BackgroundTasks } from './background-tasks';

/** One BackgroundTasks for every module that imports this, so one idle() waits for all of them. */
@Module({ providers: [BackgroundTasks], exports: [BackgroundTasks] })
export class BackgroundModule {}
