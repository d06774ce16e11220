import { renderIntoRoot } from '@gk/client'
import { unstableSetRender } from 'antd'

/**
 * antd's static message/notification/modal draw through a render hook that React 19 removed: without
 * it `message.error` shows nothing and an operator whose sign-in or action is refused gets no feedback.
 * Imported by the request layer that uses the static message, so every page that calls the API has it.
 */
unstableSetRender(renderIntoRoot)
