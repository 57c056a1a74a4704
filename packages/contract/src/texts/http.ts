import { defineTexts } from './define.ts';

/** What the client shows for an HTTP status that carries no usable message (spec 01 §8). */
export const httpTexts = defineTexts({
  'http.400': ['请求错误', 'Request error'],
  'http.401': ['未授权，请重新登录', 'No permission, please log in again'],
  'http.403': ['拒绝访问', 'Access denied'],
  'http.404': ['请求失败', 'Request failed'],
  'http.408': ['请求超时', 'Request timed out'],
  'http.500': ['服务器错误', 'Server error'],
  'http.501': ['服务未实现', 'Service not implemented'],
  'http.502': ['网络错误', 'Network error'],
  'http.503': ['服务不可用', 'Service unavailable'],
  'http.504': ['网络超时', 'Network timed out'],
  'http.505': ['HTTP版本不受支持', 'HTTP version not supported'],
  'http.other': ['连接错误', 'Connection error'],
  'http.generic': ['操作失败，请稍后重试', 'Something went wrong, please try again later'],
  'http.duplicate': ['请勿重复点击，请稍候', 'Please wait before clicking again'],
  'http.chunkTimeout': ['页面加载超时，请刷新重试', 'The page took too long to load, please reload'],
  // A refused code request says when the next one may be asked for (the server knows it).
  'http.codeRetryIn': [
    '验证码获取过于频繁，请{{wait}}后再试',
    'Codes were requested too often; you can ask again in {{wait}}',
  ],
  'http.waitSeconds': ['{{n}}秒', '{{n}} s'],
  'http.waitMinutes': ['{{n}}分钟', '{{n}} min'],
  'http.waitHours': ['{{n}}小时', '{{n}} h'],
});
