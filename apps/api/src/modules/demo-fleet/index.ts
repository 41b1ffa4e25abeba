// demo-fleet's front door (decision 0220): what other capabilities and the server's assembly may use of it.
export { createDemoFleetSimulator, type DemoFleetSimulator } from './demo-fleet-simulator';
