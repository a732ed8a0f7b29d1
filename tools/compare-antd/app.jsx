import { koKRIntl, PageContainer, ProConfigProvider, ProLayout, ProTable } from '@ant-design/pro-components';
import { ConfigProvider, Dropdown } from 'antd';
import koKR from 'antd/locale/ko_KR';
import { createRoot } from 'react-dom/client';

// The same 회원 관리 page as the console's /ops/members, in ant-design-pro's ProLayout and ProTable
// (@ant-design/pro-components 2.8.10 over antd 5, both in Korean), with the same rows (masked as the console's
// server sends them): the buyer's side-by-side.
const NAMES = [
  '김*준',
  '이*윤',
  '박*윤',
  '최*민',
  '정*우',
  '강*아',
  '조*원',
  '윤*연',
  '장*준',
  '임*은',
  '한*준',
  '오*우',
];
const GRADES = ['VIP', '골드', '실버', '일반', '일반', '실버', 'VIP', '골드', '실버', '일반', '일반', '실버'];
const rows = NAMES.map((custNm, i) => ({
  custNo: `M1000${String(i + 1).padStart(2, '0')}`,
  custNm,
  mobile: `010-****-${1091 + i * 91}`,
  birth: `${1961 + i}-**-**`,
  grade: GRADES[i],
  joinDt: [
    '2025-12-13',
    '2025-12-16',
    '2025-12-19',
    '2025-12-22',
    '2025-12-25',
    '2025-12-28',
    '2025-12-31',
    '2026-01-03',
    '2026-01-06',
    '2026-01-09',
    '2026-01-12',
    '2026-01-15',
  ][i],
}));
const route = {
  path: '/',
  routes: [
    { path: '/', name: '홈' },
    {
      path: '/ops',
      name: '운영 관리',
      routes: [
        { path: '/ops/members', name: '회원 관리' },
        { path: '/ops/points', name: '포인트 관리' },
        { path: '/ops/notices', name: '공지 관리' },
        { path: '/ops/stores', name: '매장 관리' },
        { path: '/ops/coupons', name: '쿠폰 관리' },
      ],
    },
    { path: '/system', name: '시스템 관리', routes: [{ path: '/system/users', name: '사용자 관리' }] },
    { path: '/site', name: '회원 사이트', routes: [{ path: '/site/ms', name: '회원서비스' }] },
    { path: '/docs', name: '개발 문서', routes: [{ path: '/docs/forms', name: '입력 폼' }] },
  ],
};
const columns = [
  {
    title: '검색어',
    dataIndex: 'keyword',
    hideInTable: true,
    fieldProps: { placeholder: '이름, 회원번호 또는 휴대폰 끝자리' },
  },
  { title: '회원번호', dataIndex: 'custNo', search: false, sorter: true },
  { title: '이름', dataIndex: 'custNm', search: false, sorter: true },
  { title: '휴대폰번호', dataIndex: 'mobile', search: false },
  { title: '생년월일', dataIndex: 'birth', search: false },
  {
    title: '등급',
    dataIndex: 'grade',
    valueType: 'select',
    valueEnum: {
      VIP: { text: 'VIP' },
      골드: { text: '골드' },
      실버: { text: '실버' },
      일반: { text: '일반' },
    },
  },
  { title: '가입일', dataIndex: 'joinDt', search: false, sorter: true },
  {
    title: '관리',
    valueType: 'option',
    render: () => [
      <a key="detail" href="#detail">
        상세 보기
      </a>,
      <Dropdown
        key="more"
        menu={{
          items: [
            { key: 'grade', label: '등급 변경' },
            { key: 'points', label: '포인트 지급' },
          ],
        }}
      >
        <a href="#more">⋯</a>
      </Dropdown>,
    ],
  },
];
function App() {
  return (
    <ConfigProvider locale={koKR}>
      <ProConfigProvider intl={koKRIntl}>
        <ProLayout
          title="관리 콘솔"
          logo={false}
          layout="mix"
          location={{ pathname: '/ops/members' }}
          route={route}
          avatarProps={{ title: '관리자', size: 'small' }}
          menuItemRender={(item, dom) => <a href={item.path}>{dom}</a>}
        >
          <PageContainer
            title="회원 관리"
            subTitle="개인정보는 가려서 보이며, 조회한 기록이 남습니다."
            breadcrumb={{ items: [{ title: '홈' }, { title: '운영 관리' }, { title: '회원 관리' }] }}
          >
            <ProTable
              rowKey="custNo"
              headerTitle="회원 목록"
              columns={columns}
              dataSource={rows}
              search={{ labelWidth: 'auto' }}
              pagination={{ pageSize: 10, total: 120, showTotal: (t) => `총 ${t}건` }}
              toolBarRender={() => [
                <a key="x" href="#export">
                  엑셀 다운로드
                </a>,
              ]}
            />
          </PageContainer>
        </ProLayout>
      </ProConfigProvider>
    </ConfigProvider>
  );
}
createRoot(document.getElementById('root')).render(<App />);
