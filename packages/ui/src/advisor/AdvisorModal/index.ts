export {
  AdvisorModal,
  advisorStates,
  type AdvisorModalProps,
  type AdvisorState,
} from './AdvisorModal';
export { parseAnalysis, type AnalysisBlock } from './parseAnalysis';
