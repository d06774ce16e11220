import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PayMethodList } from './pay-methods.tsx'

afterEach(cleanup)

describe('支付方式', () => {
  it('tapping the row text selects its method', () => {
    const onChange = vi.fn()
    render(<PayMethodList inWechatWithOpenId={false} value="wechat_h5" onChange={onChange} />)
    fireEvent.click(screen.getByText('支付宝'))
    expect(onChange).toHaveBeenLastCalledWith('alipay')
    fireEvent.click(screen.getByText('微信扫码支付'))
    expect(onChange).toHaveBeenLastCalledWith('wechat_native')
  })

  it('offers JSAPI inside WeChat with an open id and H5 elsewhere', () => {
    const onChange = vi.fn()
    render(<PayMethodList inWechatWithOpenId value="wechat_jsapi" onChange={onChange} />)
    fireEvent.click(screen.getByText('微信支付'))
    expect(onChange).toHaveBeenLastCalledWith('wechat_jsapi')
  })
})
