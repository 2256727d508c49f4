import { ensureBuild } from "../../server/build.ts";

// Builds the app once before the workers start their own copies of it with --no-build.
export default function globalSetup(): void {
  ensureBuild();
}
