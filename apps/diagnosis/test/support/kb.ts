// The knowledge base the tests run against: the real one.
export { KNOWLEDGE_BASE as TEST_KB } from '../../src/engine/knowledge/entries/index.js';
