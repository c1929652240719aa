import { describe, expect, it } from 'vitest'
import { formAgain, postedValues } from './form-values.ts'

describe('a form shown again', () => {
  it('a form is shown again with its text fields, repeated ones as lists, buttons and files left out', () => {
    const form = new FormData()
    form.append('intent', 'find-city')
    form.append('city_full', 'Новос')
    form.append('order_statuses_subscribes', 'created')
    form.append('order_statuses_subscribes', 'billed')
    form.append('image', new File(['x'], 'a.png', { type: 'image/png' }))
    expect(postedValues(form, ['intent'])).toEqual({
      city_full: 'Новос',
      order_statuses_subscribes: ['created', 'billed'],
    })
  })

  it('is answered with its values nested by their dotted names, and errors under the fields', () => {
    const again = formAgain(
      { 'new_address.city_full': 'Новосибирск', address_id: '0', tags: ['a', 'b'] },
      { 'new_address.street': ['Сначала выберите город'] },
    )
    expect(again.initialValue).toEqual({ new_address: { city_full: 'Новосибирск' }, address_id: '0', tags: ['a', 'b'] })
    expect(again.error).toEqual({ 'new_address.street': ['Сначала выберите город'] })
  })
})
