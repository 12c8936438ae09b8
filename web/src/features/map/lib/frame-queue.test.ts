import { describe, expect, it } from 'vitest';
import type { FrameRequest } from './basemap-frames';
import { createFrameQueue } from './frame-queue';

const view = (x: number): FrameRequest => ({
  view: { k: 8, x, y: 0 },
  width: 390,
  height: 600,
  ratio: 2,
});

/** A queue whose deferred tasks run when the test says, as a worker's task queue would. */
function queue() {
  const drawn: number[] = [];
  const tasks: (() => void)[] = [];
  const frames = createFrameQueue(
    (request) => drawn.push(request.view.x),
    (run) => tasks.push(run),
  );
  const runTasks = () => {
    while (tasks.length > 0) tasks.shift()!();
  };
  return { frames, drawn, tasks, runTasks };
}

describe('the basemap painter’s queue', () => {
  it('draws nothing before the basemap settles, then the newest view asked for', () => {
    const { frames, drawn, tasks, runTasks } = queue();
    frames.request(view(1));
    frames.request(view(2));
    runTasks();
    expect(drawn).toEqual([]);
    expect(tasks).toEqual([]);
    frames.settle();
    runTasks();
    expect(drawn).toEqual([2]);
  });

  it('draws only the newest of the views asked for before its task runs, one task at a time', () => {
    const { frames, drawn, tasks, runTasks } = queue();
    frames.settle();
    frames.request(view(1));
    frames.request(view(2));
    frames.request(view(3));
    expect(tasks).toHaveLength(1);
    runTasks();
    expect(drawn).toEqual([3]);
    frames.request(view(4));
    runTasks();
    expect(drawn).toEqual([3, 4]);
  });

  it('draws a settled view once, and nothing when none was asked for', () => {
    const { frames, drawn, runTasks } = queue();
    frames.settle();
    runTasks();
    expect(drawn).toEqual([]);
    frames.request(view(5));
    runTasks();
    frames.settle();
    runTasks();
    expect(drawn).toEqual([5]);
  });
});
