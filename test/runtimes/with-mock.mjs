// The mock package's entry on a runtime (test/runtimes/matrix.test.ts): startMock() from pronet-api-mock, then the
// client's contract against it in the same process; prints the results as JSON on one line.
import { startMock } from 'pronet-api-mock';
import { contract } from './contract.mjs';

const mock = await startMock({ port: 0, testing: true });
try {
  console.log(JSON.stringify(await contract({ url: mock.url, consumer: mock.config.consumers[0], member: mock.config.members[0].id })));
} finally {
  await mock.close();
}
