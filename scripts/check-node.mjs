// Refuses to go on under a Node older than the one native modules and type stripping need.
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(`Node ${process.version} is too old: run \`source scripts/node24.sh\` first (see README).`);
  process.exit(1);
}
