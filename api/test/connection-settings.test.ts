import { MongoClient } from 'mongodb';
import { connectionSettingProblems } from '../src/database/connection-settings';

/** The options the driver makes of a connection string, without connecting. */
const optionsOf = (uri: string) => new MongoClient(uri).options;

describe('the start-up check of MONGODB_URI', () => {
  it('is quiet for a replica set with majority writes, retried writes and primary reads', () => {
    expect(
      connectionSettingProblems(optionsOf('mongodb://db1,db2,db3/shop?replicaSet=rs0&w=majority'), {
        replicated: true,
      }),
    ).toEqual([]);
  });

  it('names each setting production lacks', () => {
    const problems = connectionSettingProblems(
      optionsOf('mongodb://db1/shop?w=1&retryWrites=false&readPreference=secondary'),
      { replicated: false },
    );
    expect(problems).toEqual([
      expect.stringContaining('standalone server'),
      expect.stringContaining('add w=majority'),
      expect.stringContaining('retryWrites=false'),
      expect.stringContaining('reads from secondary'),
    ]);
  });

  it('asks for w=majority when the URI leaves the write concern to the server', () => {
    expect(
      connectionSettingProblems(optionsOf('mongodb://db1/shop?replicaSet=rs0'), { replicated: true }),
    ).toEqual([expect.stringContaining('add w=majority')]);
  });
});
