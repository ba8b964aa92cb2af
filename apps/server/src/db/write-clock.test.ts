import { describe, expect, it } from 'vitest';
import { mayWrite, WriteClock } from '#db/write-clock.ts';

describe('mayWrite', () => {
  it('takes only a plain SELECT for a read', () => {
    expect(mayWrite('select "users"."id" from "users" where "id" = $1')).toBe(false);
    expect(mayWrite('\n  SELECT 1')).toBe(false);
    expect(mayWrite('select 1;  ')).toBe(false);
    for (const text of [
      'insert into "sessions" ("id") values ($1)',
      'update "users" set "email" = $1',
      'delete from "access_tokens" where "session_id" = $1',
      'with "cleared" as (update "users" set "locked_until" = null) select 1',
      'begin',
      'commit',
      'truncate "sessions"',
      'selected_rows',
      'CREATE TABLE t (id int); SELECT 1',
      'SELECT 1; DELETE FROM "sessions"',
    ]) {
      expect(mayWrite(text), text).toBe(true);
    }
  });
});

describe('WriteClock', () => {
  it('counts up from zero', () => {
    const clock = new WriteClock();
    expect(clock.now).toBe(0);
    clock.tick();
    clock.tick();
    expect(clock.now).toBe(2);
  });
});
