// `pronet-api/mock`: the mock moved to a package of its own. Importing this entry fails, saying what to install
// and import instead, rather than with Node's bare "Cannot find package".
import { mockInstallHint, mockPackage } from './mock-package.ts';

throw new Error(`pronet-api/mock: ${mockInstallHint()}, then import { startMock } from '${mockPackage().name}'`);
