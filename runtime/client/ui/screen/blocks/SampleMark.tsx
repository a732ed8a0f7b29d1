/** The mark on sample data, so nobody mistakes the example console's rows for real ones. */
export function SampleMark() {
  return (
    <span className="c-sample-mark" title="예시로 넣은 데이터입니다.">
      샘플 데이터
    </span>
  );
}
