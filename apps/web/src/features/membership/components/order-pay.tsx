import { beijingMinute, yuanLabel } from '@gk/domain'
import { Button, Input, List, Result } from 'antd-mobile'
import { useMemo, useState } from 'react'
import { EmptyPage } from '../../../components/feedback/empty-page.tsx'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { FixedBottomButton } from '../../../components/form/fixed-bottom-button.tsx'
import { paths } from '../../../config/paths.ts'
import { openPage } from '../../../lib/navigation.ts'
import { storage } from '../../../lib/storage.ts'
import { isWechatBrowser } from '../../../lib/wechat.ts'
import { useCreatePayment, usePaymentPrice, usePaymentStatus, useProducts, type CreatedPayment, type PayMethod } from '../api/membership.ts'
import { PayMethodList } from './pay-methods.tsx'
import './membership.css'

type WeixinBridge = { invoke(name: string, params: unknown, cb: (res: { err_msg?: string }) => void): void }

/** Where the gateway (or the sandbox) sends the browser back to: this page, polling the order. */
function returnRoute(orderNo: string): string {
  return `/#/${paths.orderPay}?OrderNo=${encodeURIComponent(orderNo)}`
}

function leaveToPay(payment: CreatedPayment): 'left' | 'stay' {
  if (payment.SandboxPayUrl && payment.method !== 'wechat_native') {
    window.location.assign(`${payment.SandboxPayUrl}?return=${encodeURIComponent(returnRoute(payment.OrderNo))}`)
    return 'left'
  }
  if ('h5_url' in payment) {
    window.location.assign(`${payment.h5_url}&redirect_url=${encodeURIComponent(`${window.location.origin}${returnRoute(payment.OrderNo)}`)}`)
    return 'left'
  }
  if ('paySign' in payment) {
    const bridge = (window as unknown as { WeixinJSBridge?: WeixinBridge }).WeixinJSBridge
    const { appId, timeStamp, nonceStr, signType, paySign } = payment
    bridge?.invoke('getBrandWCPayRequest', { appId, timeStamp, nonceStr, package: payment.package, signType, paySign }, () => {
      // the result comes from our server (PaymentStatus), never from the client callback
      openPage(paths.orderPay, { replace: true, query: { OrderNo: payment.OrderNo } })
    })
    return 'stay'
  }
  return 'stay'
}

/** Polls the order until paid (the notify callback fulfils it on the server). */
export function PaymentResult({ orderNo, qrCode }: { orderNo: string; qrCode?: string | undefined }) {
  const status = usePaymentStatus(orderNo)
  if (status.isPending) return <LoadingPlaceholder />
  const data = status.data
  if (!data) return <EmptyPage text="订单不存在" />
  if (data.IsPaid) {
    return (
      <div className="gk-mem" data-testid="payment-success">
        <Result status="success" title="支付成功" description={`${data.ProductName}已开通（¥${yuanLabel(data.Amount)}）`} />
        <Button block color="primary" onClick={() => openPage(paths.memberPage, { replace: true })}>
          查看我的会员
        </Button>
      </div>
    )
  }
  if (data.State === 'closed') {
    return (
      <div className="gk-mem">
        <Result status="warning" title="订单已关闭" description="超时未支付，请重新下单" />
        <Button block onClick={() => openPage(paths.openMember, { replace: true })}>
          重新选择
        </Button>
      </div>
    )
  }
  return (
    <div className="gk-mem" data-testid="payment-waiting">
      <Result status="waiting" title="等待支付结果" description={`${data.ProductName} ¥${yuanLabel(data.Amount)}，支付完成后自动刷新`} />
      {qrCode ? (
        <>
          <img className="gk-mem__qr" src={qrCode} alt="微信扫码支付" />
          <p className="gk-mem__muted" style={{ textAlign: 'center' }}>
            请使用微信扫一扫完成支付
          </p>
        </>
      ) : null}
    </div>
  )
}

/** pages/personal/openmamber/orderpay: price, recommend code, pay method, then the pay result. */
export function OrderPayPage({ productId, orderNo }: { productId: number; orderNo: string }) {
  const products = useProducts()
  const [codeInput, setCodeInput] = useState('')
  const [code, setCode] = useState('')
  const price = usePaymentPrice(productId, code)
  const inWechat = isWechatBrowser()
  const openId = storage.get('openID')
  const [method, setMethod] = useState<PayMethod>(inWechat && openId ? 'wechat_jsapi' : 'wechat_h5')
  const create = useCreatePayment()
  const [pending, setPending] = useState<{ orderNo: string; qrCode?: string } | null>(null)
  // one key per visit and method: a double tap or a retry returns the same order
  const visitKey = useMemo(() => crypto.randomUUID(), [])

  if (orderNo) return <PaymentResult orderNo={orderNo} />
  if (pending) return <PaymentResult orderNo={pending.orderNo} qrCode={pending.qrCode} />
  if (products.isPending) return <LoadingPlaceholder />
  const product = products.data?.find((p) => p.ProductId === productId)
  if (!product) return <EmptyPage text="商品不存在或已下架" />

  const pay = () => {
    create.mutate(
      {
        method,
        order: {
          ProductId: productId,
          IdempotencyKey: `${visitKey}-${method}`.slice(0, 64),
          ...(code ? { RecommendCode: code } : {}),
          ...(openId ? { OpenId: openId } : {}),
        },
      },
      {
        onSuccess: (payment) => {
          if (leaveToPay(payment) === 'left') return
          setPending({ orderNo: payment.OrderNo, ...('QrCode' in payment ? { qrCode: payment.QrCode } : {}) })
        },
      },
    )
  }

  return (
    <div className="gk-mem" data-testid="order-pay">
      <div className="gk-mem__card">
        <div className="gk-mem__row">
          <span className="gk-mem__name">{product.Name}</span>
          <span className="gk-mem__price">¥{yuanLabel(price.data?.FinalPrice ?? product.Price)}</span>
        </div>
        <p className="gk-mem__muted">{product.ValidityText}</p>
        {price.data ? (
          <>
            {price.data.Discount > 0 ? (
              <p className="gk-mem__muted">
                原价 ¥{yuanLabel(price.data.OriginalPrice)}，{price.data.DiscountLabel}，优惠 ¥{yuanLabel(price.data.Discount)}
              </p>
            ) : null}
            <p className="gk-mem__muted">支付后有效期至 {beijingMinute(price.data.ExpireAt)}</p>
          </>
        ) : null}
      </div>
      <List mode="card" header="推荐码（选填）">
        <List.Item
          extra={
            <Button size="mini" color="primary" fill="outline" onClick={() => setCode(codeInput.trim().toUpperCase())}>
              使用
            </Button>
          }
        >
          <Input placeholder="请输入推荐码" value={codeInput} onChange={setCodeInput} maxLength={32} clearable />
        </List.Item>
      </List>
      <PayMethodList inWechatWithOpenId={Boolean(inWechat && openId)} value={method} onChange={setMethod} />
      <FixedBottomButton onClick={pay} loading={create.isPending} disabled={price.isError}>
        确认支付 ¥{yuanLabel(price.data?.FinalPrice ?? product.Price)}
      </FixedBottomButton>
    </div>
  )
}
