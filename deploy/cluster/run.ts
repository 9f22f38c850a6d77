// The multi-replica cluster test: see README.md, "Running past one machine".
console.log('cluster test: not written yet');
process.exit(1);
