import { yuanLabel } from '@gk/domain'
import './consulting.css'

/** The name, price and description of one paid consulting service, atop its order page. */
export function ServiceHeading({ service }: { service: { Name: string; Price: number; Description: string } }) {
  return (
    <>
      <div className="gk-consult__row">
        <span className="gk-consult__name">{service.Name}</span>
        <span className="gk-consult__price">¥{yuanLabel(service.Price)}</span>
      </div>
      <p className="gk-consult__muted">{service.Description}</p>
    </>
  )
}
