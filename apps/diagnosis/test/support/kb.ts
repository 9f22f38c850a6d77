// The knowledge base the tests run against: the real one.
export { KNOWLEDGE_BASE as TEST_KB } from '@farmai/diagnosis-engine/knowledge/entries/index';
